// Written by `npm run api:client` from lib/api/endpoints (one declaration per endpoint); do not edit.
import type { ClientRoute } from "../endpoint";
import type * as invoices from "@/lib/api/endpoints/invoices";

export const invoiceList: ClientRoute<typeof invoices.invoiceList> = {
  method: "GET",
  path: "/shop/invoice/list",
  envelope: "data",
};
export const invoiceOfTransaction: ClientRoute<typeof invoices.invoiceOfTransaction> = {
  method: "GET",
  path: "/shop/invoice/transaction/{id}",
  envelope: "file",
};
export const invoiceStatement: ClientRoute<typeof invoices.invoiceStatement> = {
  method: "GET",
  path: "/shop/invoice/statement/{month}",
  envelope: "file",
};
