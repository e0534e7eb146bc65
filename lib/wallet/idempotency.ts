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
