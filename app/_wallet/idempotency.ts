/**
 * A fresh idempotency key for one intended money write (lib/validation/wallet.ts: 8–64 of [A-Za-z0-9_-]).
 * getRandomValues works on plain-http origins too, unlike randomUUID.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
