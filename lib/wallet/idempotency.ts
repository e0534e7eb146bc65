import { createHash } from "node:crypto";
import { validationError } from "@/lib/api/validation-error";
import { AppError } from "@/lib/errors";
import { ZIdempotencyKey } from "@/lib/validation/wallet";

/**
 * The idempotency key of a paying or crediting request: body `idempotencyKey` or header `Idempotency-Key`
 * (same rules). Both given and different is a client bug.
 */
export function idempotencyKeyOf(req: Request, bodyKey: string | undefined): string | undefined {
  const header = req.headers.get("idempotency-key");
  if (header === null || header.trim() === "") return bodyKey;
  const parsed = ZIdempotencyKey.safeParse(header);
  if (!parsed.success) throw validationError(parsed.error);
  if (bodyKey && bodyKey !== parsed.data) throw new AppError("IDEMPOTENCY_CONFLICT");
  return parsed.data;
}

/**
 * The ledger key of one part of a request (`<client key>:order:<id>`, `…:container:<id>`), always within
 * the 64 characters of the column: a key that would not fit is replaced by a digest of it.
 */
export function derivedKey(clientKey: string, part: string): string {
  const key = `${clientKey}:${part}`;
  if (key.length <= 64) return key;
  const digest = createHash("sha256").update(clientKey).digest("hex");
  return `${digest.slice(0, 63 - part.length)}:${part}`;
}
