import { z } from "zod";
import { ZDbId, ZPageQuery, ZPlainText } from "./rules";

/** The finance desk's invoices panel (docs/invoices.md "Corrections"). */

const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

/** An invoice number (or its start), a seller's id, or the start of a seller's e-mail address; none: the latest. */
export const ZStaffInvoiceQuery = ZPageQuery.extend({
  q: z.preprocess(blankToUndefined, ZPlainText(254).optional()),
});
export type TStaffInvoiceQuery = z.infer<typeof ZStaffInvoiceQuery>;

/**
 * A correction: the invoice it corrects, why (kept in the audit trail), and whether the lines are worked out
 * again from the payment (else the old lines are kept and only the recipient and issuer are taken anew).
 */
export const ZInvoiceCorrect = z.object({
  invoiceId: ZDbId,
  reason: ZPlainText(500).pipe(z.string().min(1, "validation.required")),
  recompute: z.preprocess(
    (v) => (v === "true" ? true : v === "false" || v === undefined || v === null || v === "" ? false : v),
    z.boolean({ error: "validation.invalid" }),
  ),
});
export type TInvoiceCorrect = z.infer<typeof ZInvoiceCorrect>;
