import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { CUSTOMER_STATUS } from "@/lib/codes";
import { call, get, post } from "../helpers/api";
import { createCustomer, solvedCaptcha, uniqueEmail } from "../helpers/accounts";
import { signToken } from "@/lib/auth/token";
import { decodeJwt } from "jose";

const NOT_FOUND = {
  "ja-ja": "APIが存在しません",
  "zh-cn": "接口不存在",
  "en-us": "No such API",
  ko: "존재하지 않는 API입니다",
};

describe("unknown /api paths", () => {
  it.each([
    ["GET", "/shop/doesNotExist"],
    ["POST", "/shop/doesNotExist"],
    ["GET", "/nothing/at/all"],
    ["POST", "/shop/user/login/extra"],
    ["GET", "/shop/home/announcement/1/extra"],
    ["PUT", "/shop/user/whatever"],
    ["DELETE", "/shop/customer/x"],
  ])("%s %s → HTTP 404 with a JSON envelope", async (method, path) => {
    const res = await call(method, path, {
      body: method === "GET" || method === "DELETE" ? undefined : { a: 1 },
    });
    expect(res.status).toBe(404);
    expect(res.contentType).toMatch(/^application\/json/);
    expect(res.json).toEqual({ code: 404, msg: NOT_FOUND["ja-ja"] });
  });

  it.each(Object.entries(NOT_FOUND))("localizes the 404 msg for Accept-Language %s", async (lang, msg) => {
    for (const method of ["GET", "POST"]) {
      const res = await call(method, "/shop/nope", { headers: { "accept-language": lang } });
      expect(res.json).toEqual({ code: 404, msg });
    }
  });
});

describe("a method the route does not take", () => {
  it.each([
    ["POST", "/shop/goods/list"],
    ["DELETE", "/shop/user/login"],
    ["PUT", "/shop/order/cancel"],
    ["PATCH", "/shop/container/getStatisticalNum"],
  ])("%s %s → HTTP 405 with a localized envelope", async (method, path) => {
    const ja = await call(method, path, { body: method === "DELETE" ? undefined : { a: 1 } });
    expect(ja.status).toBe(405);
    expect(ja.contentType).toMatch(/^application\/json/);
    expect(ja.json).toEqual({ code: 405, msg: "このメソッドは使用できません" });
    const en = await call(method, path, { lang: "en-us" });
    expect(en.json).toEqual({ code: 405, msg: "Method not allowed" });
  });

  it("every API route file answers the methods it does not define with the envelope", () => {
    const files = Object.keys(import.meta.glob("/app/api/**/route.ts", { query: "?raw", import: "default" }));
    const sources = import.meta.glob<string>("/app/api/**/route.ts", {
      query: "?raw",
      import: "default",
      eager: true,
    });
    const missing = files.filter(
      (f) =>
        !f.includes("[[...path]]") && !sources[f].includes('export * from "@/lib/api/method-not-allowed";'),
    );
    expect(files.length).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });
});

describe("malformed JSON", () => {
  it.each(["{not json", '{"account":', "undefined", "{'a':1}"])("%s → HTTP 400 envelope", async (rawBody) => {
    const res = await post("/shop/user/login", { rawBody });
    expect(res.status).toBe(400);
    expect(res.contentType).toMatch(/^application\/json/);
    expect(res.json).toEqual({ code: 400, msg: "リクエストの形式が正しくありません" });
    expect((await post("/shop/user/login", { rawBody, lang: "en-us" })).json.msg).toBe(
      "The request body is not valid JSON",
    );
  });

  it("also on an authenticated route, without changing anything", async () => {
    const c = await createCustomer();
    const before = await getDb().customer.findUniqueOrThrow({
      where: { id: c.id },
      omit: { passwordHash: false },
    });
    const res = await post("/shop/user/modifyPassword", {
      token: c.token,
      rawBody: '{"oldPassword": "Secret123",',
      lang: "zh-cn",
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ code: 400, msg: "请求格式不正确" });
    const after = await getDb().customer.findUniqueOrThrow({
      where: { id: c.id },
      omit: { passwordHash: false },
    });
    expect(after.passwordHash).toBe(before.passwordHash);
  });

  it("valid JSON of the wrong shape is a validation error (HTTP 200, code 500)", async () => {
    const res = await post("/shop/user/login", { rawBody: "[1,2,3]" });
    expect(res.status).toBe(200);
    expect(res.json.code).toBe(500);
    expect(res.json.msg).toBeTruthy();
  });
});

describe("oversized bodies", () => {
  async function registerBody(email: string, extra: Record<string, unknown> = {}) {
    return {
      agreement: true,
      email,
      ...(await solvedCaptcha()),
      emailCode: "123456",
      password: "Abcdef12",
      confirmPassword: "Abcdef12",
      ...extra,
    };
  }

  it("a content-length over 1,000,000 bytes → HTTP 413 envelope, nothing created", async () => {
    const email = uniqueEmail("big");
    const body = await registerBody(email);
    const res = await post("/shop/user/register", { body, headers: { "content-length": "1000001" } });
    expect(res.status).toBe(413);
    expect(res.contentType).toMatch(/^application\/json/);
    expect(res.json).toEqual({ code: 413, msg: "送信データが大きすぎます" });
    expect(await getDb().customer.count({ where: { email } })).toBe(0);
    // The captcha was not even looked at.
    expect((await getDb().captcha.findUniqueOrThrow({ where: { id: body.uuid } })).usedAt).toBeNull();
  });

  it("a body over 1,000,000 bytes without a content-length → HTTP 413 envelope, nothing created", async () => {
    const email = uniqueEmail("bigger");
    const body = await registerBody(email, { padding: "x".repeat(1_000_001) });
    const res = await post("/shop/user/register", { body, lang: "ko" });
    expect(res.status).toBe(413);
    expect(res.json).toEqual({ code: 413, msg: "요청 데이터가 너무 큽니다" });
    expect(await getDb().customer.count({ where: { email } })).toBe(0);
  });

  it("a body just under the limit is read normally", async () => {
    const res = await post("/shop/user/login", {
      body: { account: uniqueEmail("big"), password: "Secret123", padding: "x".repeat(900_000) },
    });
    expect(res.status).toBe(200);
    expect(res.json.code).toBe(500); // wrong credentials, but the body was parsed
  });
});

describe("Accept-Language", () => {
  const UNAUTHORIZED: [string, string][] = [
    ["ja-ja", "ログインの有効期限が切れました。再度ログインしてください"],
    ["zh-cn", "登录已过期，请重新登录"],
    ["en-us", "Your session has expired. Please log in again"],
    ["ko", "로그인이 만료되었습니다. 다시 로그인해 주세요"],
    ["en-GB,en;q=0.9", "Your session has expired. Please log in again"],
    ["ko-KR,ko;q=0.9,en;q=0.8", "로그인이 만료되었습니다. 다시 로그인해 주세요"],
    ["zh-TW,zh;q=0.9", "登录已过期，请重新登录"],
    ["fr-FR,de;q=0.5", "ログインの有効期限が切れました。再度ログインしてください"],
    ["", "ログインの有効期限が切れました。再度ログインしてください"],
  ];

  it.each(UNAUTHORIZED)("%j localizes a 401 msg", async (header, msg) => {
    const res = await get("/shop/customer/getCustomerInfo", { headers: { "accept-language": header } });
    expect(res.status).toBe(200); // business codes travel in the body
    expect(res.json).toEqual({ code: 401, msg });
  });

  it.each([
    ["ja-ja", "メールアドレスを入力してください", "操作に成功しました"],
    ["zh-cn", "请输入邮箱", "操作成功"],
    ["en-us", "Please enter your email address", "Done"],
    ["ko", "이메일 주소를 입력해 주세요", "처리되었습니다"],
    ["en-GB,en;q=0.9", "Please enter your email address", "Done"],
  ])("%j localizes validation and success messages", async (header, validationMsg, successMsg) => {
    const headers = { "accept-language": header };
    expect(
      (await post("/shop/user/login", { body: { account: "", password: "Secret123" }, headers })).json,
    ).toEqual({
      code: 500,
      msg: validationMsg,
    });
    expect((await get("/shop/home/announcement/list", { headers })).json.msg).toBe(successMsg);
  });
});

describe("disabled customers", () => {
  it("a disabled customer's token gets 401; enabling the account again restores it", async () => {
    const c = await createCustomer();
    expect((await get("/shop/customer/getCustomerInfo", { token: c.token })).json.code).toBe(200);
    await getDb().customer.update({ where: { id: c.id }, data: { status: CUSTOMER_STATUS.DISABLED } });
    for (const res of [
      await get("/shop/customer/getCustomerInfo", { token: c.token }),
      await get("/shop/user/getCenterStatistics", { token: c.token }),
      await post("/shop/user/modifyPassword", {
        token: c.token,
        body: { oldPassword: c.password, password: "NewPass12", confirmPassword: "NewPass12" },
      }),
    ]) {
      expect(res.json).toEqual({
        code: 401,
        msg: "ログインの有効期限が切れました。再度ログインしてください",
      });
    }
    const unchanged = await getDb().customer.findUniqueOrThrow({
      where: { id: c.id },
      omit: { passwordHash: false },
    });
    expect(
      await (await import("@/lib/accounts/password")).checkPassword(c.password, unchanged.passwordHash),
    ).toBe(true);

    await getDb().customer.update({ where: { id: c.id }, data: { status: CUSTOMER_STATUS.ACTIVE } });
    expect((await get("/shop/customer/getCustomerInfo", { token: c.token })).json.code).toBe(200);
  });

  it("a disabled customer cannot log in: errors.accountDisabled, no session issued", async () => {
    const c = await createCustomer();
    await getDb().customer.update({ where: { id: c.id }, data: { status: CUSTOMER_STATUS.DISABLED } });
    const sessions = await getDb().session.count({ where: { customerId: c.id } });
    const res = await post("/shop/user/login", {
      body: { account: c.email, password: c.password },
      lang: "en-us",
    });
    expect(res.json).toEqual({ code: 500, msg: "This account is disabled" });
    expect(await getDb().session.count({ where: { customerId: c.id } })).toBe(sessions);
  });
});

describe("tokens signed with the server's own key", () => {
  it("a JWT past its expiry gets 401 although its session row is still open", async () => {
    const c = await createCustomer();
    const sessionId = decodeJwt(c.token).jti!;
    const stale = await signToken({ customerId: c.id, sessionId }, new Date(Date.now() - 1000));
    expect((await get("/shop/customer/getCustomerInfo", { token: stale })).json.code).toBe(401);
    expect((await get("/shop/customer/getCustomerInfo", { token: c.token })).json.code).toBe(200);
  });

  it("a JWT naming another customer on this customer's session gets 401", async () => {
    const a = await createCustomer();
    const b = await createCustomer();
    const swapped = await signToken(
      { customerId: a.id, sessionId: decodeJwt(b.token).jti! },
      new Date(Date.now() + 3600_000),
    );
    const res = await get("/shop/customer/getCustomerInfo", { token: swapped });
    expect(res.json).toEqual({ code: 401, msg: "ログインの有効期限が切れました。再度ログインしてください" });
  });

  it("the bearer scheme is case-insensitive and a token without it is refused", async () => {
    const c = await createCustomer();
    expect(
      (await get("/shop/customer/getCustomerInfo", { headers: { authorization: `bearer ${c.token}` } })).json
        .code,
    ).toBe(200);
    expect(
      (await get("/shop/customer/getCustomerInfo", { headers: { authorization: `Basic ${c.token}` } })).json
        .code,
    ).toBe(401);
  });
});
