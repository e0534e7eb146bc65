import { getDb } from "@/lib/db/client";

import type { OpenedByState } from "./names";

/**
 * Where the console shows an entity an audit row names, when that takes a look at the entity itself: a defect
 * on its order's page, an invoice on the invoices desk found by its number. Null when there is no such entity.
 * The page it leads to checks the member's permission as always.
 */
export async function entityTarget(type: OpenedByState, id: number): Promise<string | null> {
  const db = getDb();
  if (type === "problem") {
    const p = await db.problem.findUnique({ where: { id }, select: { orderId: true } });
    return p ? `/staff/orders/${p.orderId}` : null;
  }
  const invoice = await db.invoice.findUnique({ where: { id }, select: { number: true } });
  return invoice ? `/staff/finance/invoices?q=${encodeURIComponent(invoice.number)}` : null;
}
