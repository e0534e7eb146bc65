import { z } from "zod";

/** Qualified-invoice inputs (docs/invoices.md). Message keys: validation.invoice.* */

/** A calendar month in Japan, `YYYY-MM` (the monthly statement, the documents screen). */
export const INVOICE_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const ZInvoiceMonth = z
  .string({ error: "validation.invoice.month" })
  .trim()
  .regex(INVOICE_MONTH, "validation.invoice.month");

/**
 * GET /shop/invoice/statement/{month}: the path segment as given. A path parameter that does not parse answers
 * "not found" (lib/api/serve.ts); a malformed month deserves its own message, so the statement checks it with
 * ZInvoiceMonth itself (lib/invoices/monthly.ts assertStatementMonth).
 */
export const ZMonthParams = z.object({ month: z.string() });
/** GET /shop/invoice/list?month= */
export const ZInvoiceListQuery = z.object({ month: ZInvoiceMonth });
