import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { currentCode } from "@/lib/staff/totp";
import { mailbox } from "../helpers/mailbox";
import { createCustomer } from "../helpers/accounts";
import { get } from "../helpers/api";
import {
  CONSOLE,
  STAFF_PASSWORD,
  createStaffMember,
  signedInStaff,
  staffCall,
  staffSignIn,
} from "../helpers/staff";

/** Staff accounts, sign-in with a second factor, roles and the audit trail (issue 28, docs/staff.md). */
const auditRows = (entityId: number | string) =>
  getDb().auditLog.findMany({
    where: { entityType: "staff", entityId: String(entityId) },
    orderBy: { id: "asc" },
  });

describe("staff sign-in", () => {
  it("needs the password and a fresh authenticator code; answers an HttpOnly, SameSite=Strict cookie", async () => {
    const m = await createStaffMember(["finance"]);
    const at = Date.now();
    const res = await staffCall("POST", "/staff/auth/login", null, {
      body: { email: m.email, password: STAFF_PASSWORD, code: currentCode(m.totpSecret, at) },
      lang: "en-us",
    });
    expect(res.json).toEqual({ code: 200, msg: "Signed in" });
    expect(res.headers.get("set-cookie")).toMatch(
      /^staff_session=[\w-]+; Path=\/; Max-Age=43200; HttpOnly; SameSite=Strict$/,
    );
    const cookie = res.headers.get("set-cookie")!.split(";")[0];
    const me = await staffCall("GET", "/staff/me", cookie);
    expect(me.json.data).toMatchObject({ email: m.email, roles: ["finance"] });
    expect(me.json.data.permissions).toContain("topups.review");
    expect(me.json.data.permissions).not.toContain("staff.manage");
    // The same code does not open a second session.
    const replay = await staffCall("POST", "/staff/auth/login", null, {
      body: { email: m.email, password: STAFF_PASSWORD, code: currentCode(m.totpSecret, at) },
    });
    expect(replay.json.code).toBe(500);
  });

  it("answers one message for a wrong password, a wrong code and an unknown address", async () => {
    const m = await createStaffMember(["support"]);
    const attempts = [
      { email: m.email, password: "Wrong1234", code: currentCode(m.totpSecret) },
      {
        email: m.email,
        password: STAFF_PASSWORD,
        code: "000000" === currentCode(m.totpSecret) ? "111111" : "000000",
      },
      { email: "nobody@example.test", password: STAFF_PASSWORD, code: "123456" },
    ];
    for (const body of attempts) {
      const res = await staffCall("POST", "/staff/auth/login", null, { body, lang: "en-us" });
      expect(res.json).toEqual({ code: 500, msg: "The email address, password or code is not correct" });
      expect(res.headers.get("set-cookie")).toBeNull();
    }
  });

  it("accepts a recovery code once", async () => {
    const owner = await signedInStaff(["owner"]);
    const invite = await staffCall("POST", "/staff/team/invite", owner.cookie, {
      body: { email: `rec-${Date.now()}@example.test`, name: "Rec", roles: ["support"] },
    });
    const token = /token=([0-9a-f]{64})/.exec(invite.json.data.link)![1];
    const opened = await get("/staff/invite", { query: { token } });
    const accepted = await staffCall("POST", "/staff/invite/accept", null, {
      body: { token, password: "Newstaff123", code: currentCode(opened.json.data.secret) },
    });
    const [recovery] = accepted.json.data.recoveryCodes;
    const email = opened.json.data.email;
    const first = await staffCall("POST", "/staff/auth/login", null, {
      body: { email, password: "Newstaff123", code: recovery },
    });
    expect(first.json.code).toBe(200);
    const again = await staffCall("POST", "/staff/auth/login", null, {
      body: { email, password: "Newstaff123", code: recovery },
    });
    expect(again.json.code).toBe(500);
  });

  it("refuses a sign-in or a console call another site sends", async () => {
    const m = await signedInStaff(["owner"]);
    const login = await staffCall("POST", "/staff/auth/login", null, {
      body: { email: m.email, password: STAFF_PASSWORD, code: currentCode(m.totpSecret) },
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(login.status).toBe(403);
    const team = await staffCall("GET", "/staff/team", m.cookie, {
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(team.status).toBe(403);
  });

  it("ends a session after 30 idle minutes and after 12 hours", async () => {
    const m = await signedInStaff(["support"]);
    await getDb().staffSession.updateMany({
      where: { staffId: m.id },
      data: { lastSeenAt: new Date(Date.now() - 31 * 60_000) },
    });
    const idle = await staffCall("GET", "/staff/me", m.cookie);
    expect(idle.json.code).toBe(401);
    expect(idle.headers.get("set-cookie")).toMatch(/^staff_session=; Path=\/; Max-Age=0/);
    const other = await signedInStaff(["support"]);
    await getDb().staffSession.updateMany({
      where: { staffId: other.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await staffCall("GET", "/staff/me", other.cookie)).json.code).toBe(401);
  });
});

describe("staff endpoints are refused without a staff session or the role", () => {
  it("no session, a seller's session, and a member without the role get nothing, and nothing changes", async () => {
    const seller = await createCustomer();
    const support = await signedInStaff(["support"]);
    const before = await getDb().staffUser.count();
    const invite = { email: `x-${Date.now()}@example.test`, name: "X", roles: ["owner"] };
    const none = await staffCall("POST", "/staff/team/invite", null, { body: invite });
    expect(none.json.code).toBe(401);
    const asSeller = await staffCall("POST", "/staff/team/invite", null, {
      body: invite,
      token: seller.token,
    });
    expect(asSeller.json.code).toBe(401);
    const asSupport = await staffCall("POST", "/staff/team/invite", support.cookie, {
      body: invite,
      lang: "en-us",
    });
    expect(asSupport.json).toMatchObject({ code: 500 });
    expect(asSupport.json.msg).toMatch(/permission/i);
    expect(await getDb().staffUser.count()).toBe(before);
    expect((await staffCall("GET", "/staff/audit", support.cookie)).json.code).toBe(500);
  });
});

describe("the owner's staff desk", () => {
  it("invites by mail; the member enrols with the QR secret and a code, and the link then stops working", async () => {
    const owner = await signedInStaff(["owner"]);
    const email = `invited-${Date.now()}@example.test`;
    const res = await staffCall("POST", "/staff/team/invite", owner.cookie, {
      body: { email, name: "王 芳", roles: ["warehouse"], language: "zh-cn" },
    });
    expect(res.json.code).toBe(200);
    const mail = mailbox.mails.filter((m) => m.to === email).at(-1)!;
    expect(mail.subject).toBe("【购物代购】员工后台邀请");
    const token = /\/staff\/invite\?token=([0-9a-f]{64})/.exec(mail.text)![1];
    const opened = await get("/staff/invite", { query: { token } });
    expect(opened.json.data).toMatchObject({ email, name: "王 芳" });
    expect(opened.json.data.qrSvg).toContain("<svg");
    expect(opened.json.data.otpauthUri).toContain(`secret=${opened.json.data.secret}`);
    const wrong = await staffCall("POST", "/staff/invite/accept", null, {
      body: {
        token,
        password: "Warehouse123",
        code: currentCode(opened.json.data.secret) === "000000" ? "111111" : "000000",
      },
      lang: "en-us",
    });
    expect(wrong.json.msg).toBe("The code is not correct. Enter the code your app shows now");
    const accepted = await staffCall("POST", "/staff/invite/accept", null, {
      body: { token, password: "Warehouse123", code: currentCode(opened.json.data.secret) },
    });
    expect(accepted.json.data.recoveryCodes).toHaveLength(10);
    expect((await get("/staff/invite", { query: { token } })).json.code).toBe(500);
    const rows = await auditRows(res.json.data.id);
    expect(rows.map((r) => [r.action, r.actor])).toEqual([
      ["staff.invite", owner.email],
      ["staff.enrol", email],
    ]);
    expect(rows[0]).toMatchObject({ staffId: owner.id, roles: ["owner"] });
  });

  it("a new sign-in link: the old password and authenticator stop, the member enrols again and comes back", async () => {
    const owner = await signedInStaff(["owner"]);
    const member = await signedInStaff(["warehouse"]);
    await staffCall("POST", "/staff/team/deactivate", owner.cookie, {
      body: { id: member.id, reason: "休職" },
    });
    // Not for one's own account, not for a member without staff.manage, not for bad input.
    const own = await staffCall("POST", "/staff/team/relink", owner.cookie, {
      body: { id: owner.id },
      lang: "en-us",
    });
    expect(own.json).toEqual({ code: 500, msg: "You cannot reset your own sign-in. Ask another owner" });
    const finance = await signedInStaff(["finance"]);
    const refused = await staffCall("POST", "/staff/team/relink", finance.cookie, {
      body: { id: member.id },
    });
    expect(refused.json.msg).toBe("現在権限がありません");
    const seller = await createCustomer();
    const asSeller = await staffCall("POST", "/staff/team/relink", null, {
      body: { id: member.id },
      token: seller.token,
    });
    expect(asSeller.json.code).toBe(401);
    const bad = await staffCall("POST", "/staff/team/relink", owner.cookie, { body: { id: "x" } });
    expect(bad.json.code).toBe(500);
    expect((await auditRows(member.id)).filter((r) => r.action === "staff.relink")).toEqual([]);

    const res = await staffCall("POST", "/staff/team/relink", owner.cookie, { body: { id: member.id } });
    expect(res.json.code).toBe(200);
    const token = /\/staff\/invite\?token=([0-9a-f]{64})/.exec(res.json.data.link)![1];
    const mail = mailbox.mails.filter((m) => m.to === member.email).at(-1)!;
    expect(mail.text).toContain(token);
    // The old password and authenticator open nothing now.
    const old = await staffCall("POST", "/staff/auth/login", null, {
      body: { email: member.email, password: STAFF_PASSWORD, code: currentCode(member.totpSecret) },
    });
    expect(old.json.code).toBe(500);
    const opened = await get("/staff/invite", { query: { token } });
    const accepted = await staffCall("POST", "/staff/invite/accept", null, {
      body: { token, password: STAFF_PASSWORD, code: currentCode(opened.json.data.secret) },
    });
    expect(accepted.json.data.recoveryCodes).toHaveLength(10);
    const again = await staffSignIn(
      { email: member.email, totpSecret: opened.json.data.secret },
      Date.now() + 30_000,
    );
    expect((await staffCall("GET", "/staff/me", again)).json.data.roles).toEqual(["warehouse"]);
    const [row] = (await auditRows(member.id)).filter((r) => r.action === "staff.relink");
    expect(row).toMatchObject({
      staffId: owner.id,
      before: { active: false, enrolled: true },
      after: { active: true, enrolled: false },
    });
  });

  it("deactivation ends the member's sessions at once, with the reason in the trail", async () => {
    const owner = await signedInStaff(["owner"]);
    const finance = await signedInStaff(["finance"]);
    expect((await staffCall("GET", "/staff/me", finance.cookie)).json.code).toBe(200);
    const res = await staffCall("POST", "/staff/team/deactivate", owner.cookie, {
      body: { id: finance.id, reason: "退職" },
    });
    expect(res.json.code).toBe(200);
    expect((await staffCall("GET", "/staff/me", finance.cookie)).json.code).toBe(401);
    const [row] = await auditRows(finance.id).then((r) => r.filter((x) => x.action === "staff.deactivate"));
    expect(row).toMatchObject({
      reason: "退職",
      before: { active: true },
      after: { active: false },
      staffId: owner.id,
    });
    expect(row.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("no one changes their own roles, and the last owner stays", async () => {
    const owner = await signedInStaff(["owner"]);
    const own = await staffCall("POST", "/staff/team/roles", owner.cookie, {
      body: { id: owner.id, roles: ["support"] },
    });
    expect(own.json.msg).toBe("自分の役割は変更できません。別のオーナーに依頼してください");
    // Every other owner leaves first, so this one is the last.
    await getDb().staffUser.updateMany({
      where: { id: { not: owner.id }, roles: { has: "owner" } },
      data: { active: false },
    });
    const second = await signedInStaff(["owner"]);
    const gone = await staffCall("POST", "/staff/team/deactivate", second.cookie, {
      body: { id: owner.id, reason: "test" },
    });
    expect(gone.json.code).toBe(200);
    // Now `second` is the only active owner: leaving is refused.
    const leave = await staffCall("POST", "/staff/team/deactivate", second.cookie, {
      body: { id: second.id, reason: "test" },
      lang: "en-us",
    });
    expect(leave.json).toEqual({ code: 500, msg: "This would leave no active owner" });
    expect((await getDb().staffUser.findUniqueOrThrow({ where: { id: second.id } })).active).toBe(true);
  });

  it("a change of roles is audited with before and after, and the member signs in again", async () => {
    const owner = await signedInStaff(["owner"]);
    const member = await signedInStaff(["support"]);
    const res = await staffCall("POST", "/staff/team/roles", owner.cookie, {
      body: { id: member.id, roles: ["support", "finance"] },
    });
    expect(res.json.code).toBe(200);
    const [row] = (await auditRows(member.id)).filter((r) => r.action === "staff.roles");
    expect(row).toMatchObject({ before: { roles: ["support"] }, after: { roles: ["support", "finance"] } });
    expect((await staffCall("GET", "/staff/me", member.cookie)).json.code).toBe(401);
    const again = await staffSignIn(member);
    expect((await staffCall("GET", "/staff/me", again)).json.data.permissions).toContain("topups.review");
  });

  it("the same roles or language sent again change nothing: no audit row, no one signed out", async () => {
    const owner = await signedInStaff(["owner"]);
    const member = await signedInStaff(["support", "finance"]);
    const same = await staffCall("POST", "/staff/team/roles", owner.cookie, {
      body: { id: member.id, roles: ["finance", "support"] },
    });
    expect(same.json.code).toBe(200);
    expect((await auditRows(member.id)).filter((r) => r.action === "staff.roles")).toEqual([]);
    expect((await staffCall("GET", "/staff/me", member.cookie)).json.code).toBe(200);

    const language = (await staffCall("GET", "/staff/me", member.cookie)).json.data.language;
    const unchanged = await staffCall("POST", "/staff/account/language", member.cookie, {
      body: { language },
    });
    expect(unchanged.json.code).toBe(200);
    const other = language === "ko" ? "en-us" : "ko";
    await staffCall("POST", "/staff/account/language", member.cookie, { body: { language: other } });
    await staffCall("POST", "/staff/account/language", member.cookie, { body: { language: other } });
    const rows = (await auditRows(member.id)).filter((r) => r.action === "staff.language");
    expect(rows.map((r) => [r.before, r.after])).toEqual([[{ language }, { language: other }]]);
  });

  it("a failed action leaves no audit row; nothing updates or deletes one", async () => {
    const owner = await signedInStaff(["owner"]);
    const before = await getDb().auditLog.count();
    const taken = await staffCall("POST", "/staff/team/invite", owner.cookie, {
      body: { email: owner.email, name: "dup", roles: ["support"] },
    });
    expect(taken.json.msg).toBe("このメールアドレスのスタッフは既に登録されています");
    expect(await getDb().auditLog.count()).toBe(before);
    const [row] = await getDb().auditLog.findMany({ take: 1 });
    await expect(
      getDb().auditLog.update({ where: { id: row.id }, data: { reason: "edited" } }),
    ).rejects.toThrow();
    await expect(getDb().auditLog.delete({ where: { id: row.id } })).rejects.toThrow();
  });

  it("the owner reads the trail filtered by entity and action", async () => {
    const owner = await signedInStaff(["owner"]);
    const member = await signedInStaff(["support"]);
    await staffCall("POST", "/staff/team/deactivate", owner.cookie, {
      body: { id: member.id, reason: "filter" },
    });
    const res = await staffCall("GET", "/staff/audit", owner.cookie, {
      query: { entityType: "staff", entityId: String(member.id), action: "staff.deactivate" },
      headers: CONSOLE,
    });
    expect(res.json.total).toBe(1);
    expect(res.json.rows?.[0]).toMatchObject({
      actor: owner.email,
      reason: "filter",
      entityId: String(member.id),
    });
  });
});
