import { randomBytes, randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { atTime } from "@/lib/clock";
import { getDb } from "@/lib/db/client";
import { HANDLERS } from "@/lib/jobs/workers";
import { createCustomer } from "../helpers/accounts";
import { createStaffMember } from "../helpers/staff";

/**
 * The nightly clean-up (docs/jobs.md "Clean-up"): expired captchas, codes, sessions and login attempts go once
 * no limit counts them any more; everything still in use stays.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe("clean-up of expired rows", () => {
  it("deletes what expired long enough ago, keeps what a limit or a sign-in still reads", async () => {
    const db = getDb();
    const at = new Date(Date.now() + 400 * DAY);
    const ago = (ms: number) => new Date(at.getTime() - ms);
    const ahead = (ms: number) => new Date(at.getTime() + ms);
    const customer = await createCustomer();
    const staff = await createStaffMember(["support"]);
    const tag = randomUUID().slice(0, 8);

    const captcha = (expiresAt: Date) =>
      db.captcha.create({
        data: { id: randomUUID(), answer: "abcd", ip: tag, expiresAt, createdAt: ago(DAY) },
      });
    await captcha(ago(2 * HOUR));
    const recentCaptcha = await captcha(ago(30 * 60_000));

    const code = (expiresAt: Date) =>
      db.emailCode.create({
        data: { email: `${tag}@example.test`, purpose: 1, codeHash: "x", expiresAt, createdAt: ago(2 * DAY) },
      });
    await code(ago(2 * DAY));
    const recentCode = await code(ago(HOUR));

    const session = (data: { expiresAt: Date; revokedAt?: Date }) =>
      db.session.create({ data: { id: randomUUID(), customerId: customer.id, ...data } });
    await session({ expiresAt: ago(2 * DAY) });
    await session({ expiresAt: ahead(DAY), revokedAt: ago(2 * DAY) });
    const liveSession = await session({ expiresAt: ahead(DAY) });

    const staffSession = (data: { expiresAt: Date; lastSeenAt: Date; revokedAt?: Date }) =>
      db.staffSession.create({ data: { id: randomBytes(32).toString("hex"), staffId: staff.id, ...data } });
    await staffSession({ expiresAt: ago(2 * DAY), lastSeenAt: ago(2 * DAY) });
    await staffSession({ expiresAt: ahead(HOUR), lastSeenAt: ago(2 * DAY) });
    const liveStaff = await staffSession({ expiresAt: ahead(HOUR), lastSeenAt: ago(60_000) });

    const attempt = (createdAt: Date) =>
      db.loginAttempt.create({ data: { account: tag, ip: tag, success: false, createdAt } });
    await attempt(ago(2 * DAY));
    const recentAttempt = await attempt(ago(HOUR));

    // Two workers at once delete the same rows once, and neither fails.
    await Promise.all([atTime(at, () => HANDLERS.cleanup!(null)), atTime(at, () => HANDLERS.cleanup!(null))]);

    const ids = async <T extends { id: string | number }>(rows: Promise<T[]>) =>
      (await rows).map((r) => r.id);
    expect(await ids(db.captcha.findMany({ where: { ip: tag } }))).toEqual([recentCaptcha.id]);
    expect(await ids(db.emailCode.findMany({ where: { email: `${tag}@example.test` } }))).toEqual([
      recentCode.id,
    ]);
    // The sign-in session createCustomer made has expired too by then (400 days on).
    expect(await ids(db.session.findMany({ where: { customerId: customer.id } }))).toEqual([liveSession.id]);
    expect(await ids(db.staffSession.findMany({ where: { staffId: staff.id } }))).toEqual([liveStaff.id]);
    expect(await ids(db.loginAttempt.findMany({ where: { account: tag } }))).toEqual([recentAttempt.id]);
  });
});
