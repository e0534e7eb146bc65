import { randomUUID } from "node:crypto";
import { getDb } from "@/lib/db/client";
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
  // Every signed-in request passes here: one statement instead of Prisma's session + customer pair.
  const [session] = await getDb().$queryRaw<SessionCheck[]>`
    SELECT s.customer_id AS "customerId", s.expires_at AS "expiresAt", s.revoked_at AS "revokedAt", c.status
    FROM session s JOIN customer c ON c.id = s.customer_id
    WHERE s.id = ${claims.sessionId}`;
  if (!session || session.customerId !== claims.customerId || session.revokedAt) return null;
  if (session.expiresAt <= new Date() || session.status === CUSTOMER_STATUS.DISABLED) return null;
  return { ...claims, restricted: session.status === CUSTOMER_STATUS.RESTRICTED };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
type SessionCheck = { customerId: number; expiresAt: Date; revokedAt: Date | null; status: number };

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
