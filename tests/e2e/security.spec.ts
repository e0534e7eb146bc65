import type { Page } from "@playwright/test";
import { E2E_CAPTCHA } from "../../playwright.config";
import {
  test,
  expect,
  registerViaApi,
  toast,
  ownClientAddress,
  randomClientAddress,
  chooseLanguage,
} from "./fixtures";
import { localeOf, loginAt, texts } from "./journeys";

/**
 * Issue 11 in the browser: every page and API answer carries the security headers, the shop's own pages
 * pass their Content-Security-Policy (no violation while a seller browses, signs in and uses the screens),
 * and the session cookie cannot be read by page scripts.
 */
test.use(ownClientAddress());

const DEMO = { email: "demo@example.com", password: "Demo1234" };

/** CSP violations the browser reports on the console while the test runs. */
function cspViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(m.text()))
      seen.push(m.text());
  });
  return seen;
}

test("pages and API answers carry the security headers", async ({ page, request }) => {
  const answer = await page.goto("/ws-home");
  const headers = answer!.headers();
  const csp = headers["content-security-policy"];
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["cache-control"]).toContain("no-store");
  // A fresh nonce for every page answer.
  const again = (await request.get("/ws-home")).headers()["content-security-policy"];
  expect(again).not.toBe(csp);

  const api = (await request.get("/api/shop/rate/getRate")).headers();
  expect(api["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(api["x-content-type-options"]).toBe("nosniff");
  expect(api["x-frame-options"]).toBe("DENY");
  expect(api["cache-control"]).toBe("no-store");

  // Public catalogue reads say how long a CDN may keep them (issue 13); their refusals are not kept.
  const catalogue = (await request.get("/api/shop/goods/categoryListByParentId/0")).headers();
  expect(catalogue["cache-control"]).toBe("public, max-age=60, s-maxage=300, stale-while-revalidate=600");
  expect(catalogue["vary"]).toContain("Accept-Language");
  expect(catalogue["x-frame-options"]).toBe("DENY");
  const refused = (await request.get("/api/shop/goods/detail/not-a-number")).headers();
  expect(refused["cache-control"]).toBe("no-store");
});

test("the shop's pages run under their CSP; the session cookie is out of scripts' reach", async ({
  page,
}, info) => {
  const locale = localeOf(info);
  const t = texts(locale);
  const violations = cspViolations(page);
  await loginAt(page, "/userCenter", DEMO, locale);
  await expect(page.getByTestId("user-summary")).toContainText(DEMO.email);

  const cookies = await page.context().cookies();
  const session = cookies.find((c) => c.name === "session");
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe("Lax");
  expect(cookies.find((c) => c.name === "token")).toBeUndefined();
  expect(await page.evaluate(() => document.cookie)).not.toContain("session=");

  // Signed in through the cookie alone: lists, details and a change all work.
  for (const path of ["/order/orderList", "/mycart", "/batchManage", "/accountEcords", "/ws-home"]) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
  await page.goto("/order/orderList");
  await expect(page.getByTestId("order-card").first()).toBeVisible();

  // Signing out drops the cookie; guarded pages send to login again.
  await page.goto("/userCenter");
  await page
    .getByRole("button", { name: t("nav.logout") })
    .first()
    .click();
  await expect(page).toHaveURL(/\/login/);
  expect((await page.context().cookies()).find((c) => c.name === "session")).toBeUndefined();
  await page.goto("/order/orderList");
  await expect(page).toHaveURL(/\/login\?flag=1&redirect=/);
  expect(violations).toEqual([]);
});

test("someone guessing a seller's password cannot lock them out: the seller signs in with an image code", async ({
  page,
  request,
  mailbox,
}, info) => {
  const locale = localeOf(info);
  const t = texts(locale);
  const password = "Guarded1234";
  const email = await registerViaApi(request, mailbox, "guessed", password);
  // Someone elsewhere guesses five times.
  const attacker = { "X-Forwarded-For": randomClientAddress("10.200") };
  for (let i = 0; i < 5; i++)
    await request.post("/api/shop/user/login", {
      data: { account: email, password: `Guess${i}abc` },
      headers: attacker,
    });

  await chooseLanguage(page, locale);
  await page.goto("/login");
  await page.getByLabel(t("login.account")).fill(email);
  await page.getByLabel(t("login.password")).fill(password);
  const submit = page.getByRole("button", { name: t("login.submit"), exact: true }).last();
  await submit.click();
  await expect(toast(page, t("errors.captchaRequired"))).toBeVisible();
  const captcha = page.getByTestId("login-captcha");
  await expect(captcha.getByRole("img")).toBeVisible();
  await captcha.getByLabel(t("register.captcha")).fill(E2E_CAPTCHA);
  await submit.click();
  await expect(page).toHaveURL(/\/userCenter$/);
  await expect(page.getByTestId("user-summary")).toContainText(email);
});

test("a page on another site that sends a signed-in seller to the spec's changing GET URLs changes nothing", async ({
  page,
  request,
  mailbox,
}, info) => {
  const locale = localeOf(info);
  const password = "CrossSite1234";
  const email = await registerViaApi(request, mailbox, "crosssite", password);
  await loginAt(page, "/userCenter", { email, password }, locale);
  await expect(page.getByTestId("user-summary")).toContainText(email);
  const shop = new URL(page.url()).origin;
  const attacker = `attacker-${Date.now()}@example.test`;
  const mailsBefore = mailbox.mails.length;
  // The hostile site: a page that navigates the seller's browser to the shop's API, one URL after another.
  const targets = [
    `/api/shop/user/validPassword?password=${encodeURIComponent(password)}`,
    `/api/shop/user/sendModifyNewEmail?email=${encodeURIComponent(attacker)}&password=${encodeURIComponent(password)}`,
    `/api/shop/user/modifyNewEmail?email=${encodeURIComponent(attacker)}&code=123456`,
    `/api/shop/user/updateAvatar?avatar=${encodeURIComponent("https://evil.example/a.png")}`,
  ];
  await page.route("http://evil.example/**", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><a id="go" href="${shop}${new URL(route.request().url()).searchParams.get("to")}">go</a>
        <script>document.getElementById("go").click()</script>`,
    }),
  );
  for (const target of targets) {
    // This target's own answer: a late answer to the user center's queries must not be taken for it.
    const path = target.split("?")[0];
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === path);
    await page.goto(`http://evil.example/?to=${encodeURIComponent(target)}`);
    const answer = await answered;
    // 403 is the answer to the cookie refused; without a cookie it would be a 401 envelope.
    expect(answer.status(), target).toBe(403);
  }
  expect(mailbox.mails.length).toBe(mailsBefore);
  // The seller is still signed in and uses the shop as before; the address is theirs.
  await page.goto("/userCenter");
  await expect(page.getByTestId("user-summary")).toContainText(email);
  await page.goto("/order/orderList");
  await expect(page).toHaveURL(/\/order\/orderList$/);
});
