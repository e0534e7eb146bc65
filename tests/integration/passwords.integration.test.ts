import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { createSession } from "@/lib/auth/session";
import { EMAIL_CODE_PURPOSE } from "@/lib/codes";
import { get, post, type Envelope } from "../helpers/api";
import { assertTokensRefused } from "../helpers/tokens";
import { mailbox } from "../helpers/mailbox";
import { ageEmailCodes, createCustomer, uniqueEmail } from "../helpers/accounts";

const NEW_PASSWORD = "NewPass12";

const hashOf = async (id: number) =>
  (await getDb().customer.findUniqueOrThrow({ where: { id }, omit: { passwordHash: false } })).passwordHash;

const login = async (account: string, password: string) =>
  (await post("/shop/user/login", { body: { account, password } })).json;

/** A wrong 6-digit code that differs from the real one. */
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

/** Requests a reset code for an address and reads it from the SMTP server. */
async function resetCode(email: string): Promise<string> {
  const res = await get("/shop/user/h5/sendVerificationCode", { query: { email } });
  expect(res.json.code).toBe(200);
  const code = mailbox.lastCode(email);
  expect(code).toMatch(/^\d{6}$/);
  return code!;
}

/** Refused tokens answer 401 and change nothing (hashOf stays the same). */
async function expectTokensRefused(
  customerId: number,
  send: (token: string | undefined) => Promise<{ json: Envelope }>,
) {
  const before = await hashOf(customerId);
  await assertTokensRefused(customerId, send);
  expect(await hashOf(customerId)).toBe(before);
}

describe("GET /shop/user/h5/sendVerificationCode (password reset code)", () => {
  it("mails a reset code to a registered address and stores only its hash", async () => {
    const c = await createCustomer();
    const res = await get("/shop/user/h5/sendVerificationCode", { query: { email: c.email }, lang: "en-us" });
    expect(res.json).toMatchObject({ code: 200, msg: "Verification code sent. Please check your email" });
    const code = mailbox.lastCode(c.email)!;
    expect(code).toMatch(/^\d{6}$/);
    const rows = await getDb().emailCode.findMany({ where: { email: c.email } });
    expect(rows).toHaveLength(1);
    expect(rows[0].purpose).toBe(EMAIL_CODE_PURPOSE.RESET_PASSWORD);
    expect(rows[0].codeHash).not.toContain(code);
  });

  it("accepts the address in another case (addresses are stored lower-case)", async () => {
    const c = await createCustomer();
    const res = await get("/shop/user/h5/sendVerificationCode", { query: { email: c.email.toUpperCase() } });
    expect(res.json.code).toBe(200);
    expect(mailbox.lastCode(c.email)).toMatch(/^\d{6}$/);
  });

  it("answers an unregistered address exactly like a registered one; its mail says there is no account", async () => {
    const known = await createCustomer();
    const email = uniqueEmail("unreg");
    for (const lang of ["ja", "zh-cn", "en-us", "ko"] as const) {
      const a = await get("/shop/user/h5/sendVerificationCode", { query: { email }, lang });
      const b = await get("/shop/user/h5/sendVerificationCode", { query: { email: known.email }, lang });
      expect(a.json).toEqual(b.json);
      expect(a.json.code).toBe(200);
      await ageEmailCodes(email);
      await ageEmailCodes(known.email);
    }
    const mail = mailbox.mails.filter((m) => m.to === email).at(-1)!;
    expect(mail.subject).toBe("[Kaitsuke] 비밀번호 재설정 요청");
    expect(mail.text).toContain("등록된 계정이 없습니다");
    expect(mail.text).not.toMatch(/\d{6}/);
    // Resetting it fails like a wrong code, and no account appears.
    const reset = await post("/shop/user/h5ResetPassword", {
      body: { email, emailCode: "123456", password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      lang: "zh-cn",
    });
    expect(reset.json).toMatchObject({ code: 500, msg: "邮箱验证码错误" });
    expect(await getDb().customer.count({ where: { email } })).toBe(0);
  });

  it.each([
    [{}, "メールアドレスを入力してください"],
    [{ email: "" }, "メールアドレスを入力してください"],
    [{ email: "not-an-email" }, "メールアドレスの形式が正しくありません"],
  ])("rejects %j with a localized message", async (query, msg) => {
    const before = mailbox.mails.length;
    expect((await get("/shop/user/h5/sendVerificationCode", { query })).json).toMatchObject({
      code: 500,
      msg,
    });
    expect(mailbox.mails.length).toBe(before);
  });

  it("refuses a resend within 60 s and allows it afterwards", async () => {
    const c = await createCustomer();
    await resetCode(c.email);
    const again = await get("/shop/user/h5/sendVerificationCode", {
      query: { email: c.email },
      lang: "en-us",
    });
    expect(again.json.code).toBe(500);
    expect(again.json.msg).toMatch(/^You can resend in \d+ s$/);
    expect(await getDb().emailCode.count({ where: { email: c.email } })).toBe(1);
    await ageEmailCodes(c.email);
    expect((await get("/shop/user/h5/sendVerificationCode", { query: { email: c.email } })).json.code).toBe(
      200,
    );
  });
});

describe("POST /shop/user/h5ResetPassword", () => {
  it("sets the new password, ends every session and burns the code", async () => {
    const c = await createCustomer();
    const second = await createSession(c.id, "127.0.0.1", "vitest");
    const emailCode = await resetCode(c.email);
    const body = { email: c.email, emailCode, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    const res = await post("/shop/user/h5ResetPassword", { body, lang: "en-us" });
    expect(res.json).toMatchObject({ code: 200, msg: "Password changed" });

    expect((await get("/shop/customer/getCustomerInfo", { token: c.token })).json.code).toBe(401);
    expect((await get("/shop/customer/getCustomerInfo", { token: second })).json.code).toBe(401);
    expect(await getDb().session.count({ where: { customerId: c.id, revokedAt: null } })).toBe(0);

    expect((await login(c.email, c.password)).code).toBe(500);
    const ok = await login(c.email, NEW_PASSWORD);
    expect(ok.code).toBe(200);
    expect((await get("/shop/customer/getCustomerInfo", { token: ok.token })).json.data.email).toBe(c.email);

    // The same code cannot be used twice.
    const replay = await post("/shop/user/h5ResetPassword", {
      body: { ...body, password: "Other123", confirmPassword: "Other123" },
    });
    expect(replay.json).toMatchObject({ code: 500, msg: "メール認証コードが無効です。再送信してください" });
    expect((await login(c.email, NEW_PASSWORD)).code).toBe(200);
  });

  it.each([
    [
      { password: "abcdefgh", confirmPassword: "abcdefgh" },
      "パスワードは8〜20文字で、大文字・小文字・数字を含めてください（記号不可）",
    ],
    [
      { password: "Abc123", confirmPassword: "Abc123" },
      "パスワードは8〜20文字で、大文字・小文字・数字を含めてください（記号不可）",
    ],
    [
      { password: "Abcdef1!", confirmPassword: "Abcdef1!" },
      "パスワードは8〜20文字で、大文字・小文字・数字を含めてください（記号不可）",
    ],
    [
      { password: "Abcdefgh1234567890abc", confirmPassword: "Abcdefgh1234567890abc" },
      "パスワードは6〜20文字で入力してください",
    ],
    [{ confirmPassword: "NewPass13" }, "パスワードが一致しません"],
    [{ confirmPassword: "" }, "確認用パスワードを入力してください"],
    [{ password: "" }, "パスワードを入力してください"],
    [{ emailCode: "" }, "メール認証コードを入力してください"],
    [{ emailCode: "12ab56" }, "メール認証コードは6桁の数字です"],
    [{ email: "" }, "メールアドレスを入力してください"],
  ])("rejects %j: hash, sessions and code unchanged", async (overrides, msg) => {
    const c = await createCustomer();
    const before = await hashOf(c.id);
    const emailCode = await resetCode(c.email);
    const body = {
      email: c.email,
      emailCode,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
      ...overrides,
    };
    expect((await post("/shop/user/h5ResetPassword", { body })).json).toMatchObject({ code: 500, msg });
    expect(await hashOf(c.id)).toBe(before);
    expect((await get("/shop/customer/getCustomerInfo", { token: c.token })).json.code).toBe(200);
    const row = await getDb().emailCode.findFirstOrThrow({ where: { email: c.email } });
    expect(row.consumedAt).toBeNull();
  });

  it("rejects a wrong code (counted) and an expired code, leaving the hash unchanged", async () => {
    const c = await createCustomer();
    const before = await hashOf(c.id);
    const emailCode = await resetCode(c.email);
    const body = {
      email: c.email,
      emailCode: otherCode(emailCode),
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    };
    const wrong = await post("/shop/user/h5ResetPassword", { body, lang: "zh-cn" });
    expect(wrong.json).toMatchObject({ code: 500, msg: "邮箱验证码错误" });
    expect((await getDb().emailCode.findFirstOrThrow({ where: { email: c.email } })).attempts).toBe(1);
    await getDb().emailCode.updateMany({
      where: { email: c.email },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const expired = await post("/shop/user/h5ResetPassword", { body: { ...body, emailCode } });
    expect(expired.json).toMatchObject({ code: 500, msg: "メール認証コードが無効です。再送信してください" });
    expect(await hashOf(c.id)).toBe(before);
    expect((await get("/shop/customer/getCustomerInfo", { token: c.token })).json.code).toBe(200);
  });

  it("the same code sent twice at once resets the password only once", async () => {
    const c = await createCustomer();
    const emailCode = await resetCode(c.email);
    const results = await Promise.all(
      ["Racer1234", "Racer5678"].map((password) =>
        post("/shop/user/h5ResetPassword", {
          body: { email: c.email, emailCode, password, confirmPassword: password },
        }),
      ),
    );
    expect(results.map((r) => r.json.code).sort()).toEqual([200, 500]);
    const winner = results[0].json.code === 200 ? "Racer1234" : "Racer5678";
    const loser = winner === "Racer1234" ? "Racer5678" : "Racer1234";
    expect((await login(c.email, loser)).code).toBe(500);
    expect((await login(c.email, winner)).code).toBe(200);
  });

  it("kills a code after 5 wrong guesses", async () => {
    const c = await createCustomer();
    const emailCode = await resetCode(c.email);
    const body = {
      email: c.email,
      emailCode: otherCode(emailCode),
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    };
    for (let i = 0; i < 5; i++) await post("/shop/user/h5ResetPassword", { body });
    const right = await post("/shop/user/h5ResetPassword", { body: { ...body, emailCode } });
    expect(right.json).toMatchObject({ code: 500, msg: "メール認証コードが無効です。再送信してください" });
    expect((await login(c.email, c.password)).code).toBe(200);
  });

  it("refuses an unregistered address", async () => {
    const res = await post("/shop/user/h5ResetPassword", {
      body: {
        email: uniqueEmail("ghost"),
        emailCode: "123456",
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      },
    });
    // Exactly like a wrong code: the answer does not tell whether the address has an account.
    expect(res.json).toMatchObject({ code: 500, msg: "メール認証コードが無効です。再送信してください" });
  });

  it("a code mailed to one customer cannot reset another customer's password", async () => {
    const a = await createCustomer();
    const b = await createCustomer();
    const beforeB = await hashOf(b.id);
    const codeA = await resetCode(a.email);
    const res = await post("/shop/user/h5ResetPassword", {
      body: { email: b.email, emailCode: codeA, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(res.json.code).toBe(500);
    expect(await hashOf(b.id)).toBe(beforeB);
    expect((await get("/shop/customer/getCustomerInfo", { token: b.token })).json.code).toBe(200);
  });
});

describe("POST /shop/user/modifyPassword", () => {
  const body = (oldPassword: string, password = NEW_PASSWORD, confirmPassword = password) => ({
    oldPassword,
    password,
    confirmPassword,
  });

  it("changes the password; other sessions end, the current token keeps working", async () => {
    const c = await createCustomer();
    const other = await createSession(c.id, "127.0.0.1", "vitest");
    const res = await post("/shop/user/modifyPassword", {
      token: c.token,
      body: body(c.password),
      lang: "ko",
    });
    expect(res.json).toMatchObject({ code: 200, msg: "비밀번호가 변경되었습니다" });
    expect((await get("/shop/customer/getCustomerInfo", { token: c.token })).json.code).toBe(200);
    expect((await get("/shop/customer/getCustomerInfo", { token: other })).json.code).toBe(401);
    expect((await login(c.email, c.password)).code).toBe(500);
    expect((await login(c.email, NEW_PASSWORD)).code).toBe(200);
  });

  it("rejects a wrong old password: errors.passwordWrong, nothing changes", async () => {
    const c = await createCustomer();
    const other = await createSession(c.id, "127.0.0.1", "vitest");
    const before = await hashOf(c.id);
    for (const [lang, msg] of [
      ["ja", "パスワードが正しくありません"],
      ["en-us", "The password is incorrect"],
    ] as const) {
      const res = await post("/shop/user/modifyPassword", { token: c.token, body: body("Wrong1234"), lang });
      expect(res.json).toMatchObject({ code: 500, msg });
    }
    expect(await hashOf(c.id)).toBe(before);
    expect((await get("/shop/customer/getCustomerInfo", { token: other })).json.code).toBe(200);
  });

  it("rejects a new password equal to the old one: errors.passwordSame", async () => {
    const c = await createCustomer();
    const before = await hashOf(c.id);
    const res = await post("/shop/user/modifyPassword", {
      token: c.token,
      body: body(c.password, c.password),
    });
    expect(res.json).toMatchObject({ code: 500, msg: "新しいパスワードが現在のものと同じです" });
    expect(await hashOf(c.id)).toBe(before);
  });

  it.each([
    [body("", NEW_PASSWORD), "パスワードを入力してください"],
    [body("12345", NEW_PASSWORD), "パスワードは6〜20文字で入力してください"],
    [
      body("Secret123", "secret123"),
      "パスワードは8〜20文字で、大文字・小文字・数字を含めてください（記号不可）",
    ],
    [body("Secret123", NEW_PASSWORD, "NewPass13"), "パスワードが一致しません"],
    [body("Secret123", NEW_PASSWORD, ""), "確認用パスワードを入力してください"],
  ])("rejects %j with the first failing rule; hash unchanged", async (input, msg) => {
    const c = await createCustomer();
    const before = await hashOf(c.id);
    expect((await post("/shop/user/modifyPassword", { token: c.token, body: input })).json).toMatchObject({
      code: 500,
      msg,
    });
    expect(await hashOf(c.id)).toBe(before);
  });

  it("refuses expired, forged, revoked and missing tokens", async () => {
    const c = await createCustomer();
    await expectTokensRefused(c.id, (token) =>
      post("/shop/user/modifyPassword", { token, body: body(c.password) }),
    );
  });

  it("another customer's token changes only that customer's own password", async () => {
    const a = await createCustomer({ password: "AlphaPass1" });
    const b = await createCustomer({ password: "BravoPass1" });
    const beforeA = await hashOf(a.id);
    // B's token with A's password: checked against B's own password.
    const res = await post("/shop/user/modifyPassword", { token: b.token, body: body(a.password) });
    expect(res.json).toMatchObject({ code: 500, msg: "パスワードが正しくありません" });
    expect(
      (await post("/shop/user/modifyPassword", { token: b.token, body: body(b.password) })).json.code,
    ).toBe(200);
    expect(await hashOf(a.id)).toBe(beforeA);
    expect((await login(a.email, a.password)).code).toBe(200);
    expect((await get("/shop/customer/getCustomerInfo", { token: a.token })).json.code).toBe(200);
    expect((await login(b.email, NEW_PASSWORD)).code).toBe(200);
  });
});

describe("POST /shop/user/modifyPassword2 (with a code mailed to the own address)", () => {
  it("changes the password with the code; other sessions end, the current one stays", async () => {
    const c = await createCustomer();
    const other = await createSession(c.id, "127.0.0.1", "vitest");
    const emailCode = await resetCode(c.email);
    const res = await post("/shop/user/modifyPassword2", {
      token: c.token,
      body: { emailCode, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      lang: "zh-cn",
    });
    expect(res.json).toMatchObject({ code: 200, msg: "密码已修改" });
    expect((await get("/shop/customer/getCustomerInfo", { token: c.token })).json.code).toBe(200);
    expect((await get("/shop/customer/getCustomerInfo", { token: other })).json.code).toBe(401);
    expect((await login(c.email, c.password)).code).toBe(500);
    expect((await login(c.email, NEW_PASSWORD)).code).toBe(200);
    const row = await getDb().emailCode.findFirstOrThrow({ where: { email: c.email } });
    expect(row.consumedAt).not.toBeNull();
  });

  it.each([
    [{ emailCode: "" }, "メール認証コードを入力してください"],
    [{ emailCode: "1234567" }, "メール認証コードは6桁の数字です"],
    [
      { password: "abcdefg1", confirmPassword: "abcdefg1" },
      "パスワードは8〜20文字で、大文字・小文字・数字を含めてください（記号不可）",
    ],
    [{ confirmPassword: "NewPass13" }, "パスワードが一致しません"],
  ])("rejects %j; hash and code unchanged", async (overrides, msg) => {
    const c = await createCustomer();
    const before = await hashOf(c.id);
    const emailCode = await resetCode(c.email);
    const res = await post("/shop/user/modifyPassword2", {
      token: c.token,
      body: { emailCode, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, ...overrides },
    });
    expect(res.json).toMatchObject({ code: 500, msg });
    expect(await hashOf(c.id)).toBe(before);
    expect((await getDb().emailCode.findFirstOrThrow({ where: { email: c.email } })).consumedAt).toBeNull();
  });

  it("rejects a wrong code and a missing code request", async () => {
    const c = await createCustomer();
    const before = await hashOf(c.id);
    const none = await post("/shop/user/modifyPassword2", {
      token: c.token,
      body: { emailCode: "123456", password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(none.json).toMatchObject({ code: 500, msg: "メール認証コードが無効です。再送信してください" });
    const emailCode = await resetCode(c.email);
    const wrong = await post("/shop/user/modifyPassword2", {
      token: c.token,
      body: { emailCode: otherCode(emailCode), password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(wrong.json).toMatchObject({ code: 500, msg: "メール認証コードが正しくありません" });
    expect(await hashOf(c.id)).toBe(before);
  });

  it("refuses expired, forged, revoked and missing tokens", async () => {
    const c = await createCustomer();
    const emailCode = await resetCode(c.email);
    await expectTokensRefused(c.id, (token) =>
      post("/shop/user/modifyPassword2", {
        token,
        body: { emailCode, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      }),
    );
    // The code was not consumed by the refused calls.
    expect((await getDb().emailCode.findFirstOrThrow({ where: { email: c.email } })).consumedAt).toBeNull();
  });

  it("a code mailed to customer A does not work with customer B's token", async () => {
    const a = await createCustomer();
    const b = await createCustomer();
    const [beforeA, beforeB] = [await hashOf(a.id), await hashOf(b.id)];
    const codeA = await resetCode(a.email);
    const res = await post("/shop/user/modifyPassword2", {
      token: b.token,
      body: { emailCode: codeA, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(res.json.code).toBe(500);
    expect(await hashOf(a.id)).toBe(beforeA);
    expect(await hashOf(b.id)).toBe(beforeB);
    // A's code is still good for A.
    const own = await post("/shop/user/modifyPassword2", {
      token: a.token,
      body: { emailCode: codeA, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(own.json.code).toBe(200);
  });
});

describe("GET /shop/user/validPassword", () => {
  it("answers data: true for the right password", async () => {
    const c = await createCustomer();
    const res = await get("/shop/user/validPassword", { token: c.token, query: { password: c.password } });
    expect(res.json).toMatchObject({ code: 200, data: true });
  });

  it("rejects a wrong password with errors.passwordWrong in every language", async () => {
    const c = await createCustomer();
    for (const [lang, msg] of [
      ["ja", "パスワードが正しくありません"],
      ["zh-cn", "密码错误"],
      ["en-us", "The password is incorrect"],
      ["ko", "비밀번호가 올바르지 않습니다"],
    ] as const) {
      expect(
        (await get("/shop/user/validPassword", { token: c.token, query: { password: "Wrong123" }, lang }))
          .json,
      ).toMatchObject({
        code: 500,
        msg,
      });
    }
  });

  it.each([
    [{}, "パスワードを入力してください"],
    [{ password: "" }, "パスワードを入力してください"],
    [{ password: "12345" }, "パスワードは6〜20文字で入力してください"],
  ])("rejects %j with a validation message", async (query, msg) => {
    const c = await createCustomer();
    expect((await get("/shop/user/validPassword", { token: c.token, query })).json).toMatchObject({
      code: 500,
      msg,
    });
    // Invalid input is not a guess: no failure is recorded.
    expect(await getDb().loginAttempt.count({ where: { account: c.email } })).toBe(0);
  });

  it("after 5 wrong passwords the checks wait (530), even for the right one; the login asks a captcha", async () => {
    const c = await createCustomer();
    for (let i = 0; i < 5; i++) {
      expect(
        (await get("/shop/user/validPassword", { token: c.token, query: { password: `Wrong12${i}` } })).json
          .code,
      ).toBe(500);
    }
    const locked = await get("/shop/user/validPassword", {
      token: c.token,
      query: { password: c.password },
      lang: "en-us",
    });
    expect(locked.json).toMatchObject({ code: 530, msg: "Too many attempts. Please try again later" });
    // The same counter protects modifyPassword; the login form asks for a captcha instead of locking out.
    expect(await login(c.email, c.password)).toMatchObject({ code: 500, data: { captchaRequired: true } });
    const modify = await post("/shop/user/modifyPassword", {
      token: c.token,
      body: { oldPassword: c.password, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(modify.json.code).toBe(530);
  });

  it("refuses expired, forged, revoked and missing tokens", async () => {
    const c = await createCustomer();
    await expectTokensRefused(c.id, (token) =>
      get("/shop/user/validPassword", { token, query: { password: c.password } }),
    );
  });

  it("checks the token owner's password, not another customer's", async () => {
    const a = await createCustomer({ password: "AlphaPass1" });
    const b = await createCustomer({ password: "BravoPass1" });
    expect(
      (await get("/shop/user/validPassword", { token: b.token, query: { password: a.password } })).json.code,
    ).toBe(500);
    expect(
      (await get("/shop/user/validPassword", { token: b.token, query: { password: b.password } })).json.data,
    ).toBe(true);
  });
});
