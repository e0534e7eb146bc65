/**
 * What a database fault means for the caller. Prisma reports them as known request errors with a code:
 * P2002 a unique constraint, P2025 a record an update or delete needed is missing, P2034 a serialization
 * failure or deadlock (both adapters map SQLSTATE 40001 and 40P01 to it).
 */
export type DbFault = "unique" | "notFound" | "conflict";

const CODES: Record<string, DbFault> = { P2002: "unique", P2025: "notFound", P2034: "conflict" };

const SQLSTATE_CONFLICT = /\b(40001|40P01)\b/;

export function dbFaultOf(error: unknown): DbFault | null {
  if (typeof error !== "object" || error === null) return null;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && CODES[code]) return CODES[code];
  // A raw query's failure (P2010) carries the server's SQLSTATE in its message or meta.
  if (code === "P2010") {
    const text = `${(error as { message?: unknown }).message ?? ""} ${JSON.stringify((error as { meta?: unknown }).meta ?? {})}`;
    if (SQLSTATE_CONFLICT.test(text)) return "conflict";
  }
  const cause = (error as { cause?: unknown }).cause;
  return cause && cause !== error ? dbFaultOf(cause) : null;
}

export const isUniqueViolation = (error: unknown) => dbFaultOf(error) === "unique";
export const isWriteConflict = (error: unknown) => dbFaultOf(error) === "conflict";
