import { z } from "zod";
import { endpoint } from "@/lib/api/contract/endpoint";
import { ZIdParams } from "@/lib/api/contract/common";
import { ZInvoiceCorrect, ZStaffInvoiceQuery } from "@/lib/validation/staff-invoices";
import { ZStaffInvoiceView } from "./staffInvoices.views";

/**
 * The finance desk's invoices panel (issue 30, docs/invoices.md "Corrections"): find a qualified invoice, read
 * it, and issue a correction — a new invoice naming the old one, which stays as it was. Owner and finance
 * (`invoice.correct`). The examples read the demo seller's first invoice (issued by the download example).
 */
const tag = "Staff: invoices";

export const staffInvoiceList = endpoint({
  method: "GET",
  path: "/staff/finance/invoices",
  summary: "Qualified invoices newest first, by number (or its start), a seller's id or e-mail address",
  tag,
  access: "staff",
  permission: "invoice.correct",
  query: ZStaffInvoiceQuery,
  envelope: "paged",
  response: ZStaffInvoiceView,
  example: { query: { pageNum: 1, pageSize: 20 } },
});

export const staffInvoicePdf = endpoint({
  method: "GET",
  path: "/staff/finance/invoices/{id}/pdf",
  summary: "One invoice's PDF exactly as the seller downloads it (in the staff member's language)",
  tag,
  access: "staff",
  permission: "invoice.correct",
  params: ZIdParams,
  envelope: "file",
  fileType: "application/pdf",
  response: z.undefined(),
  example: { params: { id: 1 } },
});

export const staffInvoiceCorrect = endpoint({
  method: "POST",
  path: "/staff/finance/invoices/correct",
  summary:
    "Issues a correction of the invoice in force: a new number naming the old invoice, the recipient and issuer as they are now, the lines kept or recomputed from the payment",
  tag,
  access: "staff",
  permission: "invoice.correct",
  body: ZInvoiceCorrect,
  envelope: "data",
  response: ZStaffInvoiceView,
  example: { body: { invoiceId: 1, reason: "宛名の会社名変更のため", recompute: false } },
  noReplay:
    "a correction needs something to correct (the seller's company details or the tax table changed); on unchanged demo data it is refused as changing nothing — tests/integration/invoice-corrections.integration.test.ts",
});
