import type { Tx } from "@/lib/wallet/ledger";
import { japanWallClock } from "@/lib/japan-time";

/**
 * Invoice numbers (docs/invoices.md "Numbers"): one series per calendar year in Japan time, `INV-2026-000001`,
 * numbered without gaps. The next number is taken from the series' counter row inside the transaction that
 * writes the invoice: the upsert locks the row until that transaction ends, so concurrent issuers wait in turn,
 * and a transaction that fails rolls its number back with it — no number is ever skipped or given twice.
 */

export const INVOICE_NUMBER = /^INV-(\d{4})-(\d{6,})$/;

/** The series an invoice issued at `at` belongs to: the year in Japan. */
export const invoiceSeries = (at: Date) => `INV-${japanWallClock(at).year}`;

/** `INV-2026` and 1 → `INV-2026-000001` (six digits, more once a year passes 999,999). */
export function formatInvoiceNumber(series: string, seq: number): string {
  if (!Number.isSafeInteger(seq) || seq < 1) throw new RangeError(`invoice sequence ${seq}`);
  return `${series}-${String(seq).padStart(6, "0")}`;
}

/** The number's series and sequence, or null for text that is not an invoice number. */
export function parseInvoiceNumber(text: string): { series: string; seq: number } | null {
  const m = INVOICE_NUMBER.exec(text);
  return m ? { series: `INV-${m[1]}`, seq: Number(m[2]) } : null;
}

/** Takes the series' next number in the caller's transaction (the counter row stays locked until it ends). */
export async function nextInvoiceNumber(
  tx: Tx,
  at: Date,
): Promise<{ series: string; seq: number; number: string }> {
  const series = invoiceSeries(at);
  const [row] = await tx.$queryRaw<{ last_seq: number }[]>`
    INSERT INTO invoice_counter (series, last_seq) VALUES (${series}, 1)
    ON CONFLICT (series) DO UPDATE SET last_seq = invoice_counter.last_seq + 1
    RETURNING last_seq`;
  const seq = Number(row.last_seq);
  return { series, seq, number: formatInvoiceNumber(series, seq) };
}
