import type { DbTx } from "@/lib/db/client";

/**
 * The invoice in force for each of these payments (docs/invoices.md "Corrections"): the newest row naming the
 * payment, either as the original (`transactionId`, unique) or as a correction of it (`paymentTransactionId`).
 * Payments without an invoice are missing from the map.
 */
export async function latestInvoicesOf(db: DbTx, transactionIds: number[]) {
  const rows = transactionIds.length
    ? await db.invoice.findMany({
        where: {
          OR: [{ transactionId: { in: transactionIds } }, { paymentTransactionId: { in: transactionIds } }],
        },
        orderBy: { id: "asc" },
        select: { id: true, number: true, transactionId: true, paymentTransactionId: true },
      })
    : [];
  const latest = new Map<number, { id: number; number: string }>();
  for (const r of rows) {
    const payment = r.transactionId ?? r.paymentTransactionId;
    if (payment) latest.set(payment, { id: r.id, number: r.number });
  }
  return latest;
}
