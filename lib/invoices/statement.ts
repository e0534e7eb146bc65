import { now } from "@/lib/clock";
import { walletTransaction } from "@/lib/wallet/ledger";
import { INVOICED_TYPES } from "./invoiceable";
import { currentIssuer, invoiceDocuments, issueForPayment, recipientOf, type InvoiceDocument } from "./issue";
import { latestInvoicesOf } from "./latest";
import type { PaymentRow } from "./lines";
import { assertStatementMonth, currentMonth, monthSpan } from "./monthly";
import { TAX_CATEGORY_ORDER } from "./tax-rules";
import type { RateSummary } from "./tax";

/**
 * The monthly statement (月次明細書; docs/invoices.md "Monthly statement"). It is NOT a qualified invoice of
 * its own: every payment already has one, so the statement lists those invoices — date, what was paid for,
 * amount, invoice number — and adds up their own per-rate totals and tax, never recomputing the tax over the
 * month (which, rounded once per rate, could differ from the invoices' and would state the tax twice).
 * Payments of the month without an invoice yet get it now, in one transaction, in date order.
 */

export type StatementDocument = {
  customerId: number;
  month: string;
  /** the month's first and last day in Japan */
  from: Date;
  until: Date;
  /** the current month: the statement is as of `issuedAt` */
  partial: boolean;
  issuedAt: Date;
  recipientName: string;
  recipientIsCompany: boolean;
  issuer: { name: string; registrationNo: string; address: string };
  /** the invoice in force of each payment (its latest correction, if corrected), in date order */
  invoices: InvoiceDocument[];
  /** the invoices' per-rate rows added up, rate by rate */
  summary: RateSummary[];
  totalYen: number;
  taxYen: number;
};

/** The invoices' per-rate rows added up (their totals and their tax, as each invoice states them). */
export function addUpSummaries(invoices: readonly Pick<InvoiceDocument, "summary">[]): RateSummary[] {
  const sums = new Map<RateSummary["category"], RateSummary>();
  for (const r of invoices.flatMap((i) => i.summary)) {
    const s = sums.get(r.category) ?? {
      category: r.category,
      ratePercent: r.ratePercent,
      totalYen: 0,
      taxYen: 0,
    };
    sums.set(r.category, { ...s, totalYen: s.totalYen + r.totalYen, taxYen: s.taxYen + r.taxYen });
  }
  return TAX_CATEGORY_ORDER.filter((c) => sums.has(c)).map((c) => sums.get(c)!);
}

/**
 * The statement of `month` (YYYY-MM, Japan time) for the seller: refused for a month not begun or before they
 * registered (assertStatementMonth). The month's payments are locked in date order before any is issued, so a
 * single download of one of them waits or goes first, and numbers follow the payments' dates.
 */
export async function monthlyStatement(customerId: number, raw: string): Promise<StatementDocument> {
  const month = await assertStatementMonth(customerId, raw);
  const span = monthSpan(month);
  return walletTransaction(async (tx) => {
    const rows = await tx.$queryRaw<PaymentRow[]>`
      SELECT id, customer_id, type, amount_yen, order_id, container_id, idempotency_key, created_at
      FROM account_transaction
      WHERE customer_id = ${customerId} AND type = ANY(${[...INVOICED_TYPES.keys()]}::int[]) AND amount_yen < 0
        AND created_at >= ${span.gte} AND created_at < ${span.lt}
      ORDER BY created_at, id
      FOR UPDATE`;
    for (const row of rows) await issueForPayment(tx, row);
    const latest = await latestInvoicesOf(
      tx,
      rows.map((r) => r.id),
    );
    const invoices = await invoiceDocuments(
      tx,
      rows.map((r) => latest.get(r.id)!.id),
    );
    const summary = addUpSummaries(invoices);
    const recipient = await recipientOf(tx, customerId);
    return {
      customerId,
      month,
      from: span.gte,
      until: new Date(span.lt.getTime() - 1),
      partial: month === currentMonth(),
      issuedAt: now(),
      recipientName: recipient.name,
      recipientIsCompany: recipient.isCompany,
      issuer: currentIssuer(),
      invoices,
      summary,
      totalYen: invoices.reduce((s, i) => s + i.totalYen, 0),
      taxYen: summary.reduce((s, r) => s + r.taxYen, 0),
    };
  });
}
