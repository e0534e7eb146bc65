import type { DbTx } from "@/lib/db/client";

/**
 * The invoice in force for each of these payments (docs/invoices.md "Corrections"): the original issued for
 * the ledger row, or the latest correction of it. Payments without an invoice are missing from the map.
 */
export async function latestInvoicesOf(db: DbTx, transactionIds: number[]) {
  const rows = transactionIds.length
    ? await db.invoice.findMany({
        where: { transactionId: { in: transactionIds } },
        orderBy: { id: "asc" },
        select: { id: true, number: true, transactionId: true },
      })
    : [];
  const latest = new Map<number, { id: number; number: string }>();
  for (const r of rows) if (r.transactionId) latest.set(r.transactionId, { id: r.id, number: r.number });
  return latest;
}
