import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { EMAIL_CODE_PURPOSE, LIMITS } from "@/lib/codes";
import { get, post, type Envelope } from "../helpers/api";
import { assertTokensRefused } from "../helpers/tokens";
import { mailbox } from "../helpers/mailbox";
import { ageEmailCodes, createCustomer, uniqueEmail } from "../helpers/accounts";

const emailOf = async (id: number) => (await getDb().customer.findUniqueOrThrow({ where: { id } })).email;
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");
const login = async (account: string, password: string) =>
  (await post("/shop/user/login", { body: { account, password } })).json;

type Seller = { token: string; password: string };

/** What the screen does first: proves the current password in this session (validPassword). */
async function provePassword(c: Seller) {
  const res = await get("/shop/user/validPassword", { token: c.token, query: { password: c.password } });
  expect(res.json.code).toBe(200);
}

/**
 * Asks for a change-email code for `email` as the seller, after proving the password as the screen does, and
 * reads the code from the SMTP server.
 */
async function newEmailCode(c: Seller, email: string): Promise<string> {
  await provePassword(c);
  const res = await get("/shop/user/sendModifyNewEmail", { token: c.token, query: { email } });
  expect(res.json.code).toBe(200);
  const code = mailbox.lastCode(email);
  expect(code).toMatch(/^\d{6}$/);
  return code!;
}

/** Refused tokens answer 401 and change nothing (emailOf stays the same). */
async function expectTokensRefused(
  customerId: number,
  send: (token: string | undefined) => Promise<{ json: Envelope }>,
) {
  const before = await emailOf(customerId);
  await assertTokensRefused(customerId, send);
  expect(await emailOf(customerId)).toBe(before);
}

describe("GET /shop/user/sendModifyNewEmail", () => {
  it("mails a code to the new address only, bound to the customer; the login email is unchanged", async () => {
    const c = await createCustomer();
    await provePassword(c);
    const target = uniqueEmail("new");
    const beforeOld = mailbox.mails.filter((m) => m.to === c.email).length;
    const res = await get("/shop/user/sendModifyNewEmail", {
      token: c.token,
      query: { email: target },
      lang: "en-us",
    });
    expect(res.json).toMatchObject({ code: 200, msg: "Verification code sent. Please check your email" });
    expect(mailbox.lastCode(target)).toMatch(/^\d{6}$/);
    expect(mailbox.mails.filter((m) => m.to === c.email).length).toBe(beforeOld);
    const row = await getDb().emailCode.findFirstOrThrow({ where: { email: target } });
    expect(row).toMatchObject({
      purpose: EMAIL_CODE_PURPOSE.CHANGE_EMAIL,
      customerId: c.id,
      consumedAt: null,
    });
    expect(await emailOf(c.id)).toBe(c.email);
  });

  it("refuses the customer's own address (in any case) with errors.emailUnchanged", async () => {
    const c = await createCustomer();
    await provePassword(c);
    const before = mailbox.mails.length;
    for (const email of [c.email, c.email.toUpperCase()]) {
      const res = await get("/shop/user/sendModifyNewEmail", { token: c.token, query: { email } });
      expect(res.json).toMatchObject({ code: 500, msg: "現在のメールアドレスと同じです" });
    }
    expect(
      (await get("/shop/user/sendModifyNewEmail", { token: c.token, query: { email: c.email }, lang: "ko" }))
        .json.msg,
    ).toBe("현재 이메일 주소와 같습니다");
    expect(mailbox.mails.length).toBe(before);
    expect(await getDb().emailCode.count({ where: { email: c.email } })).toBe(0);
  });

  it("refuses an address another customer uses with errors.emailTaken", async () => {
    const a = await createCustomer();
    const b = await createCustomer();
    await provePassword(a);
    const before = mailbox.mails.length;
    const res = await get("/shop/user/sendModifyNewEmail", {
      token: a.token,
      query: { email: b.email },
      lang: "zh-cn",
    });
    expect(res.json).toMatchObject({ code: 500, msg: "该邮箱已被注册" });
    expect(mailbox.mails.length).toBe(before);
    expect(await getDb().emailCode.count({ where: { email: b.email } })).toBe(0);
  });

  it.each([
    [{}, "メールアドレスを入力してください"],
    [{ email: "" }, "メールアドレスを入力してください"],
    [{ email: "foo@" }, "メールアドレスの形式が正しくありません"],
  ])("rejects %j and sends nothing", async (query, msg) => {
    const c = await createCustomer();
    await provePassword(c);
    const before = mailbox.mails.length;
    expect((await get("/shop/user/sendModifyNewEmail", { token: c.token, query })).json).toMatchObject({
      code: 500,
      msg,
    });
    expect(mailbox.mails.length).toBe(before);
  });

  it("refuses a resend to the same address within 60 s", async () => {
    const c = await createCustomer();
    const target = uniqueEmail("again");
    await newEmailCode(c, target);
    const again = await get("/shop/user/sendModifyNewEmail", { token: c.token, query: { email: target } });
    expect(again.json.code).toBe(500);
    expect(again.json.msg).toMatch(/^\d+秒後に再送信できます$/);
    await ageEmailCodes(target);
    expect(
      (await get("/shop/user/sendModifyNewEmail", { token: c.token, query: { email: target } })).json.code,
    ).toBe(200);
  });

  it("refuses expired, forged, revoked and missing tokens and sends nothing", async () => {
    const c = await createCustomer();
    const target = uniqueEmail("tok");
    await expectTokensRefused(c.id, (token) =>
      get("/shop/user/sendModifyNewEmail", { token, query: { email: target } }),
    );
    expect(mailbox.mails.filter((m) => m.to === target)).toHaveLength(0);
  });
});

describe("GET /shop/user/modifyNewEmail", () => {
  it("switches the login email; the new address logs in, the old one no longer does", async () => {
    const c = await createCustomer();
    const target = uniqueEmail("moved");
    const code = await newEmailCode(c, target);
    const res = await get("/shop/user/modifyNewEmail", {
      token: c.token,
      query: { email: target, code },
      lang: "en-us",
    });
    expect(res.json).toMatchObject({ code: 200, msg: "Email address changed" });
    expect(await emailOf(c.id)).toBe(target);
    expect((await get("/shop/customer/getCustomerInfo", { token: c.token })).json.data.email).toBe(target);
    expect((await login(target, c.password)).code).toBe(200);
    expect((await login(c.email, c.password)).code).toBe(500);
    // The code is single use.
    const replay = await get("/shop/user/modifyNewEmail", { token: c.token, query: { email: target, code } });
    expect(replay.json.code).toBe(500);
    // The old address is free again: someone else can register it.
    expect((await get("/shop/user/sendVerificationCode", { query: { email: c.email } })).json.code).toBe(200);
  });

  it.each([
    [{ code: "" }, "メール認証コードを入力してください"],
    [{ code: "12345" }, "メール認証コードは6桁の数字です"],
    [{ email: "" }, "メールアドレスを入力してください"],
    [{ email: "x@y" }, "メールアドレスの形式が正しくありません"],
  ])("rejects %j; email and code unchanged", async (overrides, msg) => {
    const c = await createCustomer();
    const target = uniqueEmail("bad");
    const code = await newEmailCode(c, target);
    const res = await get("/shop/user/modifyNewEmail", {
      token: c.token,
      query: { email: target, code, ...overrides },
    });
    expect(res.json).toMatchObject({ code: 500, msg });
    expect(await emailOf(c.id)).toBe(c.email);
    expect((await getDb().emailCode.findFirstOrThrow({ where: { email: target } })).consumedAt).toBeNull();
  });

  it("rejects a wrong code and a code for a different address", async () => {
    const c = await createCustomer();
    const target = uniqueEmail("wrong");
    const code = await newEmailCode(c, target);
    const wrong = await get("/shop/user/modifyNewEmail", {
      token: c.token,
      query: { email: target, code: otherCode(code) },
    });
    expect(wrong.json).toMatchObject({ code: 500, msg: "メール認証コードが正しくありません" });
    const elsewhere = await get("/shop/user/modifyNewEmail", {
      token: c.token,
      query: { email: uniqueEmail("else"), code },
    });
    expect(elsewhere.json).toMatchObject({
      code: 500,
      msg: "メール認証コードが無効です。再送信してください",
    });
    expect(await emailOf(c.id)).toBe(c.email);
  });

  it("refuses the change when the address was taken after the code was sent", async () => {
    const c = await createCustomer();
    const target = uniqueEmail("race");
    const code = await newEmailCode(c, target);
    await createCustomer({ email: target });
    const res = await get("/shop/user/modifyNewEmail", { token: c.token, query: { email: target, code } });
    expect(res.json).toMatchObject({ code: 500, msg: "このメールアドレスは既に登録されています" });
    expect(await emailOf(c.id)).toBe(c.email);
  });

  it("two customers racing for the same new address: one wins, the other gets errors.emailTaken", async () => {
    const a = await createCustomer();
    const b = await createCustomer();
    const target = uniqueEmail("both");
    const codeA = await newEmailCode(a, target);
    await ageEmailCodes(target);
    const codeB = await newEmailCode(b, target);
    const results = await Promise.all([
      get("/shop/user/modifyNewEmail", { token: a.token, query: { email: target, code: codeA } }),
      get("/shop/user/modifyNewEmail", { token: b.token, query: { email: target, code: codeB } }),
    ]);
    expect(results.map((r) => r.json.code).sort()).toEqual([200, 500]);
    expect(results.find((r) => r.json.code === 500)!.json.msg).toBe(
      "このメールアドレスは既に登録されています",
    );
    expect(await getDb().customer.count({ where: { email: target } })).toBe(1);
  });

  it("a code sent for customer A cannot be used by customer B", async () => {
    const a = await createCustomer();
    const b = await createCustomer();
    const target = uniqueEmail("shared");
    const codeA = await newEmailCode(a, target);
    await provePassword(b);
    const res = await get("/shop/user/modifyNewEmail", {
      token: b.token,
      query: { email: target, code: codeA },
    });
    expect(res.json.code).toBe(500);
    expect(await emailOf(b.id)).toBe(b.email);
    expect(await emailOf(a.id)).toBe(a.email);
    // B's attempt neither consumed nor weakened A's code.
    const row = await getDb().emailCode.findFirstOrThrow({ where: { email: target } });
    expect(row).toMatchObject({ consumedAt: null, attempts: 0 });
    expect(
      (await get("/shop/user/modifyNewEmail", { token: a.token, query: { email: target, code: codeA } })).json
        .code,
    ).toBe(200);
    expect(await emailOf(a.id)).toBe(target);
  });

  it("refuses expired, forged, revoked and missing tokens", async () => {
    const c = await createCustomer();
    const target = uniqueEmail("tok");
    const code = await newEmailCode(c, target);
    await expectTokensRefused(c.id, (token) =>
      get("/shop/user/modifyNewEmail", { token, query: { email: target, code } }),
    );
    expect((await getDb().emailCode.findFirstOrThrow({ where: { email: target } })).consumedAt).toBeNull();
  });
});

describe("POST /shop/admin/modifyEmail (current password + code)", () => {
  it("changes the email when the password and the code are right", async () => {
    const c = await createCustomer();
    const target = uniqueEmail("admin");
    const emailCode = await newEmailCode(c, target);
    const res = await post("/shop/admin/modifyEmail", {
      token: c.token,
      body: { email: target, emailCode, password: c.password },
    });
    expect(res.json).toMatchObject({ code: 200, msg: "メールアドレスを変更しました" });
    expect(await emailOf(c.id)).toBe(target);
    expect((await login(target, c.password)).code).toBe(200);
  });

  it("rejects a wrong password with errors.passwordWrong; email and code unchanged", async () => {
    const c = await createCustomer();
    const target = uniqueEmail("nopw");
    const emailCode = await newEmailCode(c, target);
    const res = await post("/shop/admin/modifyEmail", {
      token: c.token,
      body: { email: target, emailCode, password: "Wrong1234" },
      lang: "en-us",
    });
    expect(res.json).toMatchObject({ code: 500, msg: "The password is incorrect" });
    expect(await emailOf(c.id)).toBe(c.email);
    const row = await getDb().emailCode.findFirstOrThrow({ where: { email: target } });
    expect(row).toMatchObject({ consumedAt: null, attempts: 0 });
  });

  it.each([
    [{ password: "" }, "パスワードを入力してください"],
    [{ password: "abc" }, "パスワードは6〜20文字で入力してください"],
    [{ emailCode: "" }, "メール認証コードを入力してください"],
    [{ email: "" }, "メールアドレスを入力してください"],
  ])("rejects %j; email unchanged", async (overrides, msg) => {
    const c = await createCustomer();
    const target = uniqueEmail("adm-bad");
    const emailCode = await newEmailCode(c, target);
    const body = { email: target, emailCode, password: c.password, ...overrides };
    expect((await post("/shop/admin/modifyEmail", { token: c.token, body })).json).toMatchObject({
      code: 500,
      msg,
    });
    expect(await emailOf(c.id)).toBe(c.email);
  });

  it("rejects a wrong code even with the right password", async () => {
    const c = await createCustomer();
    const target = uniqueEmail("adm-code");
    const emailCode = await newEmailCode(c, target);
    const res = await post("/shop/admin/modifyEmail", {
      token: c.token,
      body: { email: target, emailCode: otherCode(emailCode), password: c.password },
    });
    expect(res.json).toMatchObject({ code: 500, msg: "メール認証コードが正しくありません" });
    expect(await emailOf(c.id)).toBe(c.email);
  });

  it("another customer's token and password cannot use A's code", async () => {
    const a = await createCustomer();
    const b = await createCustomer();
    const target = uniqueEmail("adm-x");
    const codeA = await newEmailCode(a, target);
    const res = await post("/shop/admin/modifyEmail", {
      token: b.token,
      body: { email: target, emailCode: codeA, password: b.password },
    });
    expect(res.json.code).toBe(500);
    expect(await emailOf(a.id)).toBe(a.email);
    expect(await emailOf(b.id)).toBe(b.email);
  });

  it("refuses expired, forged, revoked and missing tokens", async () => {
    const c = await createCustomer();
    const target = uniqueEmail("adm-tok");
    const emailCode = await newEmailCode(c, target);
    await expectTokensRefused(c.id, (token) =>
      post("/shop/admin/modifyEmail", { token, body: { email: target, emailCode, password: c.password } }),
    );
  });
});

describe("an email change needs the current password on the server (issue 27)", () => {
  it("refuses to send a code or switch the address without a fresh password proof, and mails nothing", async () => {
    const c = await createCustomer();
    const target = uniqueEmail("noproof");
    const before = mailbox.mails.length;
    const send = await get("/shop/user/sendModifyNewEmail", {
      token: c.token,
      query: { email: target },
      lang: "en-us",
    });
    expect(send.json).toMatchObject({
      code: 500,
      msg: "For your security, please confirm your current password and try again",
    });
    expect(mailbox.mails.length).toBe(before);
    const code = await newEmailCode(c, target);
    // A proof older than the limit no longer opens the change.
    await getDb().session.updateMany({
      where: { customerId: c.id },
      data: { passwordProvedAt: new Date(Date.now() - (LIMITS.passwordProofMinutes + 1) * 60_000) },
    });
    const change = await get("/shop/user/modifyNewEmail", { token: c.token, query: { email: target, code } });
    expect(change.json).toMatchObject({
      code: 500,
      msg: "セキュリティのため、現在のパスワードを確認してからもう一度お試しください",
    });
    expect(await emailOf(c.id)).toBe(c.email);
  });

  it("accepts the password sent along by another client instead of a proof; a wrong one counts", async () => {
    const c = await createCustomer();
    const target = uniqueEmail("withpw");
    const send = await get("/shop/user/sendModifyNewEmail", {
      token: c.token,
      query: { email: target, password: c.password },
    });
    expect(send.json.code).toBe(200);
    const code = mailbox.lastCode(target)!;
    const wrong = await get("/shop/user/modifyNewEmail", {
      token: c.token,
      query: { email: target, code, password: "Wrong1234" },
    });
    expect(wrong.json).toMatchObject({ code: 500, msg: "パスワードが正しくありません" });
    expect(await getDb().loginAttempt.count({ where: { account: c.email, success: false } })).toBe(1);
    const right = await get("/shop/user/modifyNewEmail", {
      token: c.token,
      query: { email: target, code, password: c.password },
    });
    expect(right.json.code).toBe(200);
    expect(await emailOf(c.id)).toBe(target);
  });

  it("one proof opens one change", async () => {
    const c = await createCustomer();
    const first = uniqueEmail("once");
    const code = await newEmailCode(c, first);
    expect(
      (await get("/shop/user/modifyNewEmail", { token: c.token, query: { email: first, code } })).json.code,
    ).toBe(200);
    const again = await get("/shop/user/sendModifyNewEmail", {
      token: c.token,
      query: { email: uniqueEmail("twice") },
    });
    expect(again.json.msg).toBe("セキュリティのため、現在のパスワードを確認してからもう一度お試しください");
  });
});

describe("the old address can undo an email change (issue 27)", () => {
  async function changed() {
    const c = await createCustomer();
    const target = uniqueEmail("undo");
    const code = await newEmailCode(c, target);
    const res = await get("/shop/user/modifyNewEmail", {
      token: c.token,
      query: { email: target, code },
      lang: "en-us",
    });
    expect(res.json.code).toBe(200);
    const mail = mailbox.mails.filter((m) => m.to === c.email).at(-1)!;
    expect(mail.subject).toBe("[Kaitsuke] The login email address of your account was changed");
    expect(mail.text).toContain(target);
    const token = /\/emailUndo\?token=([0-9a-f]{64})/.exec(mail.text)?.[1];
    expect(token).toBeTruthy();
    return { ...c, target, undoToken: token! };
  }

  it("mails the old address a link that brings it back and ends every session", async () => {
    const c = await changed();
    const res = await post("/shop/user/undoEmailChange", { body: { token: c.undoToken }, lang: "en-us" });
    expect(res.json).toEqual({ code: 200, msg: "The email change has been undone" });
    expect(await emailOf(c.id)).toBe(c.email);
    expect((await get("/shop/customer/getCustomerInfo", { token: c.token })).json.code).toBe(401);
    expect((await login(c.email, c.password)).code).toBe(200);
    expect((await login(c.target, c.password)).code).toBe(500);
    const twice = await post("/shop/user/undoEmailChange", { body: { token: c.undoToken } });
    expect(twice.json).toEqual({ code: 500, msg: "このリンクは無効か、有効期限が切れています" });
  });

  it("refuses an expired link, an unknown one and a malformed one; nothing changes", async () => {
    const c = await changed();
    await getDb().emailChange.updateMany({
      where: { customerId: c.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const expired = await post("/shop/user/undoEmailChange", { body: { token: c.undoToken } });
    expect(expired.json).toEqual({ code: 500, msg: "このリンクは無効か、有効期限が切れています" });
    const unknown = await post("/shop/user/undoEmailChange", { body: { token: "0".repeat(64) } });
    expect(unknown.json.code).toBe(500);
    const malformed = await post("/shop/user/undoEmailChange", { body: { token: "abc" }, lang: "en-us" });
    expect(malformed.json).toEqual({
      code: 500,
      msg: "The link is not correct. Please open the link exactly as it appears in the email",
    });
    expect(await emailOf(c.id)).toBe(c.target);
    expect((await get("/shop/customer/getCustomerInfo", { token: c.token })).json.code).toBe(200);
  });

  it("undoes a second change made after the first as well", async () => {
    const c = await changed();
    const third = uniqueEmail("third");
    const code = await newEmailCode(c, third);
    expect(
      (await get("/shop/user/modifyNewEmail", { token: c.token, query: { email: third, code } })).json.code,
    ).toBe(200);
    expect((await post("/shop/user/undoEmailChange", { body: { token: c.undoToken } })).json.code).toBe(200);
    expect(await emailOf(c.id)).toBe(c.email);
  });
});
