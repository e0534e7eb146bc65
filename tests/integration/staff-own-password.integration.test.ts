import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { currentCode } from "@/lib/staff/totp";
import { createCustomer } from "../helpers/accounts";
import { STAFF_PASSWORD, signedInStaff, staffCall, staffSignIn } from "../helpers/staff";

/** A member changes their own password on /staff/account (docs/staff.md "Own account"). */
const NEW_PASSWORD = "Changed2345";

const signIn = (email: string, password: string, code: string) =>
  staffCall("POST", "/staff/auth/login", null, { body: { email, password, code } });

const passwordRows = (staffId: number) =>
  getDb().auditLog.findMany({
    where: { entityType: "staff", entityId: String(staffId), action: "staff.password" },
  });

describe("a member's own password", () => {
  it("changes with the current one; other sessions end, this one stays; the trail says so, without a hash", async () => {
    const member = await signedInStaff(["warehouse"]);
    const elsewhere = await staffSignIn(member, Date.now());
    const res = await staffCall("POST", "/staff/account/password", member.cookie, {
      body: { currentPassword: STAFF_PASSWORD, password: NEW_PASSWORD },
      lang: "en-us",
    });
    expect(res.json).toEqual({ code: 200, msg: "Your password has been changed" });
    expect((await staffCall("GET", "/staff/me", member.cookie)).json.code).toBe(200);
    expect((await staffCall("GET", "/staff/me", elsewhere)).json.code).toBe(401);

    const next = currentCode(member.totpSecret, Date.now() + 30_000);
    expect((await signIn(member.email, STAFF_PASSWORD, next)).json.code).toBe(500);
    expect((await signIn(member.email, NEW_PASSWORD, next)).json.code).toBe(200);

    const rows = await passwordRows(member.id);
    expect(rows.map((r) => [r.actor, r.before, r.after])).toEqual([
      [member.email, null, { otherSessionsEnded: 1 }],
    ]);
  });

  it("refuses a wrong current password in the reader's language, counts it as a failed sign-in, changes nothing", async () => {
    const member = await signedInStaff(["support"]);
    const res = await staffCall("POST", "/staff/account/password", member.cookie, {
      body: { currentPassword: "Wrong12345", password: NEW_PASSWORD },
      lang: "ko",
    });
    expect(res.json).toEqual({ code: 500, msg: "비밀번호가 올바르지 않습니다" });
    const failed = await getDb().loginAttempt.count({
      where: { account: `staff:${member.email}`, success: false },
    });
    expect(failed).toBe(1);
    expect(await passwordRows(member.id)).toEqual([]);
    const next = currentCode(member.totpSecret, Date.now() + 30_000);
    expect((await signIn(member.email, STAFF_PASSWORD, next)).json.code).toBe(200);
  });

  it("refuses bad input with the rule's message and the same password again; nothing changes", async () => {
    const member = await signedInStaff(["finance"]);
    const cases: [Record<string, unknown>, string][] = [
      [{ currentPassword: STAFF_PASSWORD, password: "weak" }, "Use 8–20 letters and digits"],
      [{ currentPassword: STAFF_PASSWORD, password: "Symbol#1234" }, "Use 8–20 letters and digits"],
      [{ password: NEW_PASSWORD }, "password"],
      [{ currentPassword: STAFF_PASSWORD, password: STAFF_PASSWORD }, "same as the current one"],
    ];
    for (const [body, msg] of cases) {
      const res = await staffCall("POST", "/staff/account/password", member.cookie, { body, lang: "en-us" });
      expect(res.json.code, JSON.stringify(body)).not.toBe(200);
      expect(res.json.msg).toContain(msg);
    }
    expect(await passwordRows(member.id)).toEqual([]);
  });

  it("answers 401 without a staff session or with a seller's token", async () => {
    const seller = await createCustomer();
    const body = { currentPassword: STAFF_PASSWORD, password: NEW_PASSWORD };
    expect((await staffCall("POST", "/staff/account/password", null, { body })).json.code).toBe(401);
    const asSeller = await staffCall("POST", "/staff/account/password", null, { body, token: seller.token });
    expect(asSeller.json.code).toBe(401);
  });
});
