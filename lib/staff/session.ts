import { createHash, randomBytes } from "node:crypto";
import { getDb } from "@/lib/db/client";
import { now } from "@/lib/clock";
import { env } from "@/lib/env";
import { LIMITS } from "@/lib/codes";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import type { Actor } from "./audit";
import { STAFF_SESSION_COOKIE } from "./names";

/**
 * Staff sessions (docs/staff.md "Sign-in"): their own HttpOnly cookie, separate from a seller's, SameSite=Strict,
 * at most LIMITS.staffSessionHours long and ended after LIMITS.staffIdleMinutes without a request. The cookie
 * holds a random token; the database keeps only its SHA-256.
 */
export { STAFF_SESSION_COOKIE };

export type StaffContext = {
  id: number;
  email: string;
  name: string;
  roles: string[];
  language: Locale;
  serviceCode: string | null;
  sessionId: string;
};

const digest = (token: string) => createHash("sha256").update(token).digest("hex");

export async function createStaffSession(
  staffId: number,
  ip: string,
  userAgent: string | null,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const at = now();
  await getDb().staffSession.create({
    data: {
      id: digest(token),
      staffId,
      ip,
      userAgent: userAgent?.slice(0, 512),
      createdAt: at,
      lastSeenAt: at,
      expiresAt: new Date(at.getTime() + LIMITS.staffSessionHours * 3600_000),
    },
  });
  return token;
}

/** The staff member a cookie stands for, or null (unknown, ended, expired, idle too long, deactivated). */
export async function authenticateStaff(token: string | null | undefined): Promise<StaffContext | null> {
  if (!token || token.length > 100) return null;
  const id = digest(token);
  const row = await getDb().staffSession.findUnique({
    where: { id },
    select: {
      expiresAt: true,
      revokedAt: true,
      lastSeenAt: true,
      staff: {
        select: {
          id: true,
          email: true,
          name: true,
          roles: true,
          language: true,
          serviceCode: true,
          active: true,
        },
      },
    },
  });
  const at = now().getTime();
  if (!row || row.revokedAt || !row.staff.active || row.expiresAt.getTime() <= at) return null;
  if (at - row.lastSeenAt.getTime() > LIMITS.staffIdleMinutes * 60_000) return null;
  // Written at most once a minute: the idle clock needs no finer grain.
  if (at - row.lastSeenAt.getTime() > 60_000)
    await getDb().staffSession.update({ where: { id }, data: { lastSeenAt: new Date(at) } });
  const { staff } = row;
  return {
    id: staff.id,
    email: staff.email,
    name: staff.name,
    roles: staff.roles,
    language: isLocale(staff.language) ? staff.language : "ja",
    serviceCode: staff.serviceCode,
    sessionId: id,
  };
}

export async function endStaffSession(sessionId: string): Promise<void> {
  await getDb().staffSession.updateMany({
    where: { id: sessionId, revokedAt: null },
    data: { revokedAt: now() },
  });
}

export const actorOf = (staff: StaffContext, requestId?: string): Actor => ({
  staffId: staff.id,
  actor: staff.email,
  roles: staff.roles,
  requestId,
});

function secure(req: Request): boolean {
  return new URL(req.url).protocol === "https:" || env().APP_URL.startsWith("https:");
}

function cookie(req: Request, value: string, maxAgeSec: number): string {
  const parts = [
    `${STAFF_SESSION_COOKIE}=${value}`,
    "Path=/",
    `Max-Age=${maxAgeSec}`,
    "HttpOnly",
    "SameSite=Strict",
  ];
  if (secure(req)) parts.push("Secure");
  return parts.join("; ");
}

export const staffSessionCookie = (req: Request, token: string) =>
  cookie(req, token, LIMITS.staffSessionHours * 3600);
export const clearedStaffSessionCookie = (req: Request) => cookie(req, "", 0);

export function staffCookieOf(req: Request): string | null {
  for (const part of (req.headers.get("cookie") ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === STAFF_SESSION_COOKIE) return rest.join("=") || null;
  }
  return null;
}
