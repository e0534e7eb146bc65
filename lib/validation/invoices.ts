import { z } from "zod";

/** Qualified-invoice inputs (docs/invoices.md). Message keys: validation.invoice.* */

/** A calendar month in Japan, `YYYY-MM` (the monthly statement, the documents screen). */
export const INVOICE_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const ZInvoiceMonth = z
  .string({ error: "validation.invoice.month" })
  .trim()
  .regex(INVOICE_MONTH, "validation.invoice.month");

/** GET /shop/invoice/statement/{month} */
export const ZMonthParams = z.object({ month: ZInvoiceMonth });
/** GET /shop/invoice/list?month= */
export const ZInvoiceListQuery = z.object({ month: ZInvoiceMonth });
