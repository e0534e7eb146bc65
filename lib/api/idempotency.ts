import { ZIdempotencyKey } from "@/lib/validation/wallet";
import { validationError } from "./validation-error";

/** The request's idempotency key: the body's `idempotencyKey`, else a valid `Idempotency-Key` header. */
export function idempotencyKeyOf(req: Request, fromBody: string | undefined): string | undefined {
  if (fromBody) return fromBody;
  const header = req.headers.get("idempotency-key");
  if (!header) return undefined;
  const parsed = ZIdempotencyKey.safeParse(header);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}
