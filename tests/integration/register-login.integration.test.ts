import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { atTime } from "@/lib/clock";
import { get, post } from "../helpers/api";
import { mailbox } from "../helpers/mailbox";
import { ageEmailCodes, createCustomer, forgedToken, solvedCaptcha, uniqueEmail } from "../helpers/accounts";

const rnd = () => Math.floor(Math.random() * 250) + 1;

async function registerCode(email: string) {
  const res = await get("/shop/user/sendVerificationCode", { query: { email } });
  expect(res.json.code).toBe(200);
  const code = mailbox.lastCode(email);
  expect(code).toMatch(/^\d{6}$/);
  return code!;
}

async function registerBody(email: string, overrides: Record<string, unknown> = {}) {
  const emailCode = await registerCode(email);
  const captcha = await solvedCaptcha();
  return {
    agreement: true,
    email,
    userName: "Taro",
    ...captcha,
    emailCode,
    password: "Abcdef12",
    confirmPassword: "Abcdef12",
    ...overrides,
  };
}

describe("GET /shop/captchaImage", () => {
  it("returns a PNG as base64 and a uuid, stored expiring", async () => {
    const res = await get("/shop/captchaImage");
    expect(res.status).toBe(200);
    expect(res.json.code).toBe(200);
    expect(Buffer.from(res.json.img, "base64").subarray(1, 4).toString()).toBe("PNG");
    const row = await getDb().captcha.findUniqueOrThrow({ where: { id: res.json.uuid } });
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now());
    expect(row.usedAt).toBeNull();
  });
});

describe("GET /shop/captchaImage quota", () => {
  it("draws at most 60 captchas per client address in 10 minutes", async () => {
    const ip = `127.80.${rnd()}.${rnd()}`;
    const codes: number[] = [];
    for (let i = 0; i < 61; i++) codes.push((await get("/shop/captchaImage", { ip })).json.code);
    expect(codes.slice(0, 60).every((c) => c === 200)).toBe(true);
    expect(codes[60]).toBe(530);
    expect((await get("/shop/captchaImage", { ip: `127.81.${rnd()}.${rnd()}` })).json.code).toBe(200);
  });
});

describe("GET /shop/user/sendVerificationCode", () => {
  it("mails a 6-digit code in the caller's language and stores only its hash", async () => {
    const email = uniqueEmail("code");
    const res = await get("/shop/user/sendVerificationCode", { query: { email }, lang: "en-us" });
    expect(res.json).toMatchObject({ code: 200, msg: "Verification code sent. Please check your email" });
    const mail = mailbox.mails.filter((m) => m.to === email).at(-1)!;
    expect(mail.subject).toContain("registration");
    const code = mailbox.lastCode(email)!;
    const row = await getDb().emailCode.findFirstOrThrow({ where: { email } });
    expect(row.codeHash).not.toContain(code);
  });

  it("refuses a resend within 60 s, on the server", async () => {
    const email = uniqueEmail("resend");
    await registerCode(email);
    const again = await get("/shop/user/sendVerificationCode", { query: { email }, lang: "zh-cn" });
    expect(again.json.code).toBe(500);
    expect(again.json.msg).toMatch(/^请\d+秒后再发送$/);
    // The wait left travels with the refusal, so the button counts it down.
    expect(again.json.data.resendAfterSeconds).toBeGreaterThan(50);
    expect(again.json.msg).toContain(`${again.json.data.resendAfterSeconds}秒`);
    expect(await getDb().emailCode.count({ where: { email } })).toBe(1);
    await ageEmailCodes(email);
    expect((await get("/shop/user/sendVerificationCode", { query: { email } })).json.code).toBe(200);
  });

  it("caps sends per IP", async () => {
    // A fresh address per run: the shared CI database keeps earlier runs' sends for an hour.
    const ip = `127.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) {
      // A new X-Forwarded-For each time does not make a new client: without TRUST_PROXY only the socket counts.
      const headers = { "x-forwarded-for": `203.0.113.${i + 1}`, "x-real-ip": `198.51.100.${i + 1}` };
      const query = { email: uniqueEmail("ip") };
      codes.push((await get("/shop/user/sendVerificationCode", { query, ip, headers })).json.code);
    }
    expect(codes.slice(0, 20).every((c) => c === 200)).toBe(true);
    expect(codes[20]).toBe(530);
  });

  it.each([
    [{}, "メールアドレスを入力してください"],
    [{ email: "" }, "メールアドレスを入力してください"],
    [{ email: "nope" }, "メールアドレスの形式が正しくありません"],
  ])("rejects %j with a localized message and sends nothing", async (query, msg) => {
    const before = mailbox.mails.length;
    const res = await get("/shop/user/sendVerificationCode", { query });
    expect(res.json).toMatchObject({ code: 500, msg });
    expect(mailbox.mails.length).toBe(before);
  });

  it("refuses an address that is already registered", async () => {
    const { email } = await createCustomer();
    expect(
      (await get("/shop/user/sendVerificationCode", { query: { email }, lang: "ko" })).json,
    ).toMatchObject({
      code: 500,
      msg: "이미 등록된 이메일 주소입니다",
    });
  });
});

describe("GET /shop/user/sendVerificationCode with the image captcha (the shop's screen)", () => {
  it("a wrong answer sends nothing and burns the captcha; a right one sends and stays for the registration", async () => {
    const email = uniqueEmail("cap");
    const before = mailbox.mails.length;
    const wrong = await solvedCaptcha();
    const refused = await get("/shop/user/sendVerificationCode", {
      query: { email, uuid: wrong.uuid, code: "zzzz" },
      lang: "en-us",
    });
    expect(refused.json).toMatchObject({ code: 500, data: { captcha: "rejected" } });
    expect(refused.json.msg).toMatch(/captcha|image/i);
    expect(mailbox.mails.length).toBe(before);
    const again = await get("/shop/user/sendVerificationCode", { query: { email, ...wrong } });
    expect(again.json).toMatchObject({ code: 500, data: { captcha: "rejected" } });
    expect(mailbox.mails.length).toBe(before);
    // a uuid without its answer is refused before anything else
    const half = await get("/shop/user/sendVerificationCode", { query: { email, uuid: wrong.uuid } });
    expect(half.json).toMatchObject({ code: 500, msg: "画像認証コードを入力してください" });

    const right = await solvedCaptcha();
    expect((await get("/shop/user/sendVerificationCode", { query: { email, ...right } })).json.code).toBe(
      200,
    );
    const emailCode = mailbox.lastCode(email);
    const res = await post("/shop/user/register", {
      body: {
        agreement: true,
        email,
        ...right,
        emailCode,
        password: "Abcdef12",
        confirmPassword: "Abcdef12",
      },
    });
    expect(res.json.code).toBe(200);
  });
});

describe("POST /shop/user/register", () => {
  it("creates the account with a bcrypt hash; the captcha and the code are single use", async () => {
    const email = uniqueEmail("reg");
    const body = await registerBody(email);
    const res = await post("/shop/user/register", { body });
    expect(res.json.code).toBe(200);
    const row = await getDb().customer.findUniqueOrThrow({ where: { email }, omit: { passwordHash: false } });
    expect(row.passwordHash).toMatch(/^\$2[aby]\$10\$/);
    expect(row.userName).toBe("Taro");
    // Replaying the same request: the captcha is already used.
    const replay = await post("/shop/user/register", { body: { ...body, email: uniqueEmail("replay") } });
    expect(replay.json.code).toBe(500);
  });

  it.each([
    [{ agreement: false }, "ユーザーサービス規約に同意してください"],
    [
      { password: "abcdefgh", confirmPassword: "abcdefgh" },
      "パスワードは8〜20文字で、大文字・小文字・数字を含めてください（記号不可）",
    ],
    [
      { password: "Abcdef1!", confirmPassword: "Abcdef1!" },
      "パスワードは8〜20文字で、大文字・小文字・数字を含めてください（記号不可）",
    ],
    [{ confirmPassword: "Abcdef13" }, "パスワードが一致しません"],
    [{ code: "" }, "画像認証コードを入力してください"],
    [{ emailCode: "" }, "メール認証コードを入力してください"],
  ])("rejects %j and creates nothing", async (overrides, msg) => {
    const email = uniqueEmail("bad");
    const res = await post("/shop/user/register", { body: await registerBody(email, overrides) });
    expect(res.json).toMatchObject({ code: 500, msg });
    expect(await getDb().customer.count({ where: { email } })).toBe(0);
  });

  it("rejects a wrong captcha, a wrong email code and an expired code", async () => {
    const email = uniqueEmail("wrong");
    const body = await registerBody(email);
    expect(
      (await post("/shop/user/register", { body: { ...body, code: "zzzz" }, lang: "en-us" })).json.msg,
    ).toBe("The image code is incorrect");
    const wrongCode = String((Number(body.emailCode) + 1) % 1_000_000).padStart(6, "0");
    const res = await post("/shop/user/register", {
      body: { ...body, ...(await solvedCaptcha()), emailCode: wrongCode },
    });
    expect(res.json.msg).toBe("メール認証コードが正しくありません");
    await getDb().emailCode.updateMany({
      where: { email },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const expired = await post("/shop/user/register", { body: { ...body, ...(await solvedCaptcha()) } });
    expect(expired.json.msg).toBe("メール認証コードが無効です。再送信してください");
    expect(await getDb().customer.count({ where: { email } })).toBe(0);
  });

  it("answers malformed JSON with a 400 envelope", async () => {
    const res = await post("/shop/user/register", { rawBody: "{not json" });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 400, msg: "リクエストの形式が正しくありません" });
  });
});

describe("POST /shop/user/login and /logout", () => {
  it("logs in with account + password and the token opens protected calls until logout", async () => {
    const c = await createCustomer();
    const res = await post("/shop/user/login", {
      body: { account: c.email.toUpperCase(), password: c.password },
    });
    expect(res.json.code).toBe(200);
    expect(res.json.token).toEqual(res.json.data.token);
    const token = res.json.token as string;
    expect((await get("/shop/customer/getCustomerInfo", { token })).json.data.email).toBe(c.email);
    expect((await post("/shop/user/logout", { token })).json.code).toBe(200);
    const after = await get("/shop/customer/getCustomerInfo", { token, lang: "en-us" });
    expect(after.json).toMatchObject({ code: 401, msg: "Your session has expired. Please log in again" });
  });

  it("gives the same answer for an unknown account and a wrong password", async () => {
    const c = await createCustomer();
    const wrong = await post("/shop/user/login", { body: { account: c.email, password: "Wrong123" } });
    const unknown = await post("/shop/user/login", {
      body: { account: uniqueEmail("nobody"), password: "Wrong123" },
    });
    expect(wrong.json).toEqual(unknown.json);
    expect(wrong.json.code).toBe(500);
  });

  it("5 failures slow down that address only; the seller elsewhere gets in after a captcha", async () => {
    const c = await createCustomer();
    const attacker = `127.77.${rnd()}.${rnd()}`;
    const seller = `127.78.${rnd()}.${rnd()}`;
    for (let i = 0; i < 5; i++)
      await post("/shop/user/login", { body: { account: c.email, password: "Wrong123" }, ip: attacker });
    const slowed = await post("/shop/user/login", {
      body: { account: c.email, password: c.password },
      ip: attacker,
    });
    expect(slowed.json.code).toBe(530);

    const right = { account: c.email, password: c.password };
    const asked = await post("/shop/user/login", { body: right, ip: seller });
    expect(asked.json).toEqual({
      code: 500,
      msg: "ログイン失敗が続いています。画像認証コードを入力してください",
      data: { captchaRequired: true },
    });
    const wrongCaptcha = await post("/shop/user/login", {
      body: { ...right, uuid: (await solvedCaptcha()).uuid, code: "zzzz" },
      ip: seller,
    });
    expect(wrongCaptcha.json.code).toBe(500);
    expect(await getDb().session.count({ where: { customerId: c.id } })).toBe(1); // only the helper's session
    const inside = await post("/shop/user/login", {
      body: { ...right, ...(await solvedCaptcha()) },
      ip: seller,
    });
    expect(inside.json.code).toBe(200);
    expect(await getDb().session.count({ where: { customerId: c.id } })).toBe(2);
  });

  it("the wait of a guessing address grows 1, 2, 4 minutes; a success resets the count", async () => {
    const c = await createCustomer();
    const ip = `127.79.${rnd()}.${rnd()}`;
    const start = Date.now();
    const at = (seconds: number) => new Date(start + seconds * 1000);
    const attempt = (seconds: number, password = "Wrong123", captcha?: { uuid: string; code: string }) =>
      atTime(at(seconds), () =>
        post("/shop/user/login", { body: { account: c.email, password, ...captcha }, ip }),
      );
    for (let i = 0; i < 5; i++) expect((await attempt(i)).json.code).toBe(500);
    expect((await attempt(4 + 59)).json.code).toBe(530);
    // The account now asks for a captcha; an address that solves it still waits longer each time.
    expect((await attempt(4 + 61, "Wrong123", await solvedCaptcha())).json.code).toBe(500); // sixth, 65 s
    expect((await attempt(65 + 119)).json.code).toBe(530);
    expect((await attempt(65 + 121, "Wrong123", await solvedCaptcha())).json.code).toBe(500); // 186 s
    expect((await attempt(186 + 239)).json.code).toBe(530);
    const ok = await attempt(186 + 241, c.password, await solvedCaptcha());
    expect(ok.json.code).toBe(200);
    // Counted from the last success: the next mistake is the first again.
    expect((await attempt(186 + 242)).json.code).toBe(500);
    expect((await attempt(186 + 243, c.password)).json.code).toBe(200);
  });

  it.each([
    [{ account: "", password: "Secret123" }, "メールアドレスを入力してください"],
    [{ account: "a@b.co", password: "12345" }, "パスワードは6〜20文字で入力してください"],
    [{ account: "a@b.co", password: "x".repeat(21) }, "パスワードは6〜20文字で入力してください"],
  ])("rejects %j", async (body, msg) => {
    expect((await post("/shop/user/login", { body })).json).toMatchObject({ code: 500, msg });
  });

  it("refuses forged, expired and revoked tokens with 401", async () => {
    const c = await createCustomer();
    expect((await get("/shop/customer/getCustomerInfo", { token: await forgedToken() })).json.code).toBe(401);
    expect((await get("/shop/customer/getCustomerInfo", { token: "garbage" })).json.code).toBe(401);
    expect((await get("/shop/customer/getCustomerInfo")).json.code).toBe(401);
    await getDb().session.updateMany({
      where: { customerId: c.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await get("/shop/customer/getCustomerInfo", { token: c.token })).json.code).toBe(401);
    expect((await post("/shop/user/logout", { token: c.token })).json.code).toBe(401);
  });
});
