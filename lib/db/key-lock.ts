import type { DbTx } from "./client";

/**
 * Serialises the requests of one customer that share an idempotency scope until their transaction ends, so
 * the second of two identical requests reads the key only after the first has committed it (lock, then read
 * the key). Taken first in its transaction and by nothing else, so it cannot join a deadlock with the row
 * locks taken after it.
 */
export async function lockIdempotencyScope(tx: DbTx, scope: string, customerId: number): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`${scope}:${customerId}`}))`;
}
