import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { get, post } from "../helpers/api";
import { LIMITS } from "@/lib/codes";
import { mailbox } from "../helpers/mailbox";
import { createCustomer, uniqueEmail } from "../helpers/accounts";

/**
 * The shop's own screens keep the session in an HttpOnly cookie (docs/decisions.md "Session"): logging in
 * with `x-session: cookie` sets it and answers no token; a change sent with the cookie must come from the
 * shop itself; the bearer token of SPEC §7 keeps working for other clients.
 */
const SCREEN = { "x-session": "cookie" };
const SHOP_ORIGIN = "http://localhost";

async function cookieLogin() {
  const c = await createCustomer();
  const res = await post("/shop/user/login", {
    body: { account: c.email, password: c.password },
    headers: SCREEN,
  });
  expect(res.json.code).toBe(200);
  const setCookie = res.headers.get("set-cookie") ?? "";
  const value = /^session=([^;]+)/.exec(setCookie)?.[1];
  expect(value).toBeTruthy();
  return { ...c, setCookie, cookie: `session=${value}` };
}

const addressBody = {
  name: "山田 太郎",
  postalCode: "150-0002",
  regionId: 13,
  address: "渋谷区渋谷2-15-1",
  phone: "090-1234-5678",
};

describe("the session cookie of the shop's screens", () => {
  it("is HttpOnly, SameSite=Lax, 7 days, and the login answer carries no token", async () => {
    const c = await createCustomer();
    const res = await post("/shop/user/login", {
      body: { account: c.email, password: c.password },
      headers: SCREEN,
    });
    const setCookie = res.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^session=[\w.-]+; Path=\/; Max-Age=604800; HttpOnly; SameSite=Lax$/);
    expect(res.json).toEqual({ code: 200, msg: "ログインしました" });
    expect(JSON.stringify(res.json)).not.toContain(/^session=([^;]+)/.exec(setCookie)![1]);
  });

  it("opens reads and changes sent from the shop's own pages", async () => {
    const s = await cookieLogin();
    const fromShop: Record<string, string>[] = [
      { "sec-fetch-site": "same-origin" },
      { origin: SHOP_ORIGIN },
      SCREEN,
    ];
    for (const from of fromShop) {
      const info = await get("/shop/customer/getCustomerInfo", { headers: { cookie: s.cookie, ...from } });
      expect(info.json.code, JSON.stringify(from)).toBe(200);
      expect(info.json.data.email).toBe(s.email);
    }
    for (const from of fromShop) {
      const res = await post("/shop/customer/updateInfo", {
        headers: { cookie: s.cookie, ...from },
        body: { userName: "Cookie User" },
      });
      expect(res.json.code, JSON.stringify(from)).toBe(200);
    }
  });

  it("refuses a change another site sends with the cookie, and nothing changes", async () => {
    const s = await cookieLogin();
    const before = await getDb().address.count({ where: { customerId: s.id } });
    const fromElsewhere: Record<string, string>[] = [
      { "sec-fetch-site": "cross-site", origin: "https://evil.example" },
      { "sec-fetch-site": "same-site" },
      { origin: "https://evil.example" },
      {},
    ];
    for (const from of fromElsewhere) {
      const res = await post("/shop/configAddressInfo/insertAndEdit", {
        headers: { cookie: s.cookie, ...from },
        body: addressBody,
        lang: "en-us",
      });
      expect(res.status, JSON.stringify(from)).toBe(403);
      expect(res.json).toEqual({
        code: 403,
        msg: "Requests from other sites are not accepted. Please try again from the shop's own pages",
      });
    }
    expect(await getDb().address.count({ where: { customerId: s.id } })).toBe(before);
  });

  it("the bearer token still works for other clients, from any origin", async () => {
    const c = await createCustomer();
    const res = await post("/shop/customer/updateInfo", {
      token: c.token,
      headers: { origin: "https://partner.example" },
      body: { userName: "Api Client" },
    });
    expect(res.json.code).toBe(200);
    const login = await post("/shop/user/login", { body: { account: c.email, password: c.password } });
    expect(typeof login.json.token).toBe("string");
    expect(login.headers.get("set-cookie")).toBeNull();
  });

  it("logout ends the session and drops the cookie; a dead cookie answers 401 and is dropped", async () => {
    const s = await cookieLogin();
    const out = await post("/shop/user/logout", { headers: { cookie: s.cookie, origin: SHOP_ORIGIN } });
    expect(out.json.code).toBe(200);
    expect(out.headers.get("set-cookie")).toMatch(/^session=; Path=\/; Max-Age=0; HttpOnly/);
    const after = await get("/shop/customer/getCustomerInfo", { headers: { cookie: s.cookie, ...SCREEN } });
    expect(after.json.code).toBe(401);
    expect(after.headers.get("set-cookie")).toMatch(/^session=; Path=\/; Max-Age=0/);
  });

  it("refuses the spec's changing GETs that another site starts with the cookie (issue 27)", async () => {
    const s = await cookieLogin();
    const target = uniqueEmail("attacker");
    const mailsBefore = mailbox.mails.length;
    // A hostile page navigates the signed-in seller's browser: SameSite=Lax sends the cookie along.
    const navigations: [string, Record<string, string>][] = [
      ["/shop/user/validPassword", { password: s.password }],
      ["/shop/user/sendModifyNewEmail", { email: target, password: s.password }],
      ["/shop/user/modifyNewEmail", { email: target, code: "123456", password: s.password }],
      ["/shop/user/updateAvatar", { avatar: "https://evil.example/a.png" }],
    ];
    const fromElsewhere: Record<string, string>[] = [
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
      {},
    ];
    for (const from of fromElsewhere) {
      for (const [path, query] of navigations) {
        const res = await get(path, { headers: { cookie: s.cookie, ...from }, query, lang: "en-us" });
        expect(res.status, `${path} ${JSON.stringify(from)}`).toBe(403);
        expect(res.json.code).toBe(403);
      }
    }
    expect(mailbox.mails.length).toBe(mailsBefore);
    const session = await getDb().session.findMany({ where: { customerId: s.id } });
    expect(session.every((row) => row.passwordProvedAt === null)).toBe(true);
    expect(await getDb().customer.findUniqueOrThrow({ where: { id: s.id } })).toMatchObject({
      email: s.email,
    });
  });

  it("wrong passwords another site sends to validPassword do not count toward the login throttle", async () => {
    const s = await cookieLogin();
    for (let i = 0; i < LIMITS.loginFailuresPerAccount + 1; i++) {
      const res = await get("/shop/user/validPassword", {
        headers: { cookie: s.cookie, "sec-fetch-site": "cross-site" },
        query: { password: "Wrong1234" },
      });
      expect(res.status).toBe(403);
    }
    expect(await getDb().loginAttempt.count({ where: { account: s.email, success: false } })).toBe(0);
    const login = await post("/shop/user/login", { body: { account: s.email, password: s.password } });
    expect(login.json.code).toBe(200);
  });
});
