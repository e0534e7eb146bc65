// Written by `npm run api:client` from lib/api/endpoints (one declaration per endpoint); do not edit.
import type { ClientRoute } from "../endpoint";
import type * as staffInvoices from "@/lib/api/endpoints/staffInvoices";

export const staffInvoiceCorrect: ClientRoute<typeof staffInvoices.staffInvoiceCorrect> = {
  method: "POST",
  path: "/staff/finance/invoices/correct",
  envelope: "data",
};
export const staffInvoiceList: ClientRoute<typeof staffInvoices.staffInvoiceList> = {
  method: "GET",
  path: "/staff/finance/invoices",
  envelope: "paged",
};
export const staffInvoicePdf: ClientRoute<typeof staffInvoices.staffInvoicePdf> = {
  method: "GET",
  path: "/staff/finance/invoices/{id}/pdf",
  envelope: "file",
};
