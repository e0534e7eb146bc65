import { randomUUID } from "node:crypto";
import { Prisma } from "@/generated/prisma/client";
import { getDb, readRows } from "@/lib/db/client";
import { CUSTOMER_STATUS } from "@/lib/codes";
import { signToken, tokenExpiry, verifyToken } from "./token";

/** `restricted`: the agent paused this account's spending (CUSTOMER_STATUS.RESTRICTED). */
export type AuthSession = { customerId: number; sessionId: string; restricted: boolean };

/** Issues a 7-day token backed by a session row (revocable, shared by all instances). */
export async function createSession(
  customerId: number,
  ip: string,
  userAgent: string | null,
): Promise<string> {
  const sessionId = randomUUID();
  const expiresAt = tokenExpiry();
  await getDb().session.create({
    data: { id: sessionId, customerId, ip, userAgent: userAgent?.slice(0, 512), expiresAt },
  });
  return signToken({ customerId, sessionId }, expiresAt);
}

/** The session a bearer token stands for, or null when forged, expired, revoked or the account is disabled. */
export async function authenticate(token: string): Promise<AuthSession | null> {
  const claims = await verifyToken(token);
  if (!claims || !UUID.test(claims.sessionId)) return null;
  // Every signed-in request passes here: one statement instead of Prisma's session + customer pair, read
  // without Prisma's client (readRows). Times are stored as UTC wall-clock time, so the clock is compared as one.
  const now = new Date().toISOString();
  const [session] = await readRows<SessionCheck>(Prisma.sql`
    SELECT s.customer_id AS "customerId", s.revoked_at IS NOT NULL AS revoked,
      s.expires_at <= ${now}::timestamp AS expired, c.status
    FROM session s JOIN customer c ON c.id = s.customer_id
    WHERE s.id = ${claims.sessionId}::uuid`);
  if (!session || session.customerId !== claims.customerId || session.revoked) return null;
  if (session.expired || session.status === CUSTOMER_STATUS.DISABLED) return null;
  return { ...claims, restricted: session.status === CUSTOMER_STATUS.RESTRICTED };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
type SessionCheck = { customerId: number; revoked: boolean; expired: boolean; status: number };

export async function revokeSession(sessionId: string): Promise<void> {
  await getDb().session.updateMany({
    where: { id: sessionId, revokedAt: null },
    data: { revokedAt: new Date() },
  });
}

/** After a password change: every other session ends. */
export async function revokeOtherSessions(customerId: number, keepSessionId?: string): Promise<void> {
  await getDb().session.updateMany({
    where: { customerId, revokedAt: null, ...(keepSessionId ? { id: { not: keepSessionId } } : {}) },
    data: { revokedAt: new Date() },
  });
}
