import { now } from "@/lib/clock";
import { LIMITS } from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { Prisma } from "@/generated/prisma/client";
import { yieldToRequests } from "@/lib/jobs/yield";

/**
 * The nightly "cleanup" job (docs/jobs.md "Clean-up"): rows that only ever mattered for a while — captchas,
 * e-mailed codes, ended sessions of sellers and staff, and the login attempts the throttles count — are
 * deleted once nothing reads them any more. Each is kept well past the longest window that counts it (the
 * hourly code caps, the 15-minute login window, the 10-minute captcha cap), so deleting never loosens a limit.
 * Deleting what is gone already deletes nothing: a retry or a second worker is harmless.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Rows per statement: a big backlog is deleted in short transactions that never hold the table for long. */
const CHUNK = 10_000;

type Rule = { table: string; expired: (at: Date) => Prisma.Sql };

export const CLEANUP_RULES: Rule[] = [
  // The captcha cap counts the last 10 minutes; an answer lives 5.
  { table: "captcha", expired: (at) => Prisma.sql`expires_at < ${new Date(at.getTime() - HOUR)}` },
  // The send caps count the last hour; a code lives 10 minutes.
  { table: "email_code", expired: (at) => Prisma.sql`expires_at < ${new Date(at.getTime() - DAY)}` },
  {
    table: "session",
    expired: (at) =>
      Prisma.sql`expires_at < ${new Date(at.getTime() - DAY)} OR revoked_at < ${new Date(at.getTime() - DAY)}`,
  },
  {
    table: "staff_session",
    expired: (at) => {
      const dayAgo = new Date(at.getTime() - DAY);
      const idle = new Date(at.getTime() - LIMITS.staffIdleMinutes * 60_000 - DAY);
      return Prisma.sql`expires_at < ${dayAgo} OR revoked_at < ${dayAgo} OR last_seen_at < ${idle}`;
    },
  },
  // The login throttle counts the last 15 minutes.
  { table: "login_attempt", expired: (at) => Prisma.sql`created_at < ${new Date(at.getTime() - DAY)}` },
];

export async function deleteExpiredRows(at = now()): Promise<Record<string, number>> {
  const deleted: Record<string, number> = {};
  for (const rule of CLEANUP_RULES) {
    deleted[rule.table] = 0;
    for (;;) {
      const n = await getDb().$executeRaw`
        DELETE FROM ${Prisma.raw(`"${rule.table}"`)} WHERE ctid IN (
          SELECT ctid FROM ${Prisma.raw(`"${rule.table}"`)} WHERE ${rule.expired(at)} LIMIT ${CHUNK})`;
      deleted[rule.table] += n;
      if (n < CHUNK) break;
      await yieldToRequests();
    }
  }
  return deleted;
}
