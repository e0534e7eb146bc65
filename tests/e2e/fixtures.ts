import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test";
import { startSmtp } from "../helpers/smtp";
import { E2E_CAPTCHA, E2E_SMTP_PORT } from "../../playwright.config";

export type Mailbox = Awaited<ReturnType<typeof startSmtp>>;

/** The SMTP server the shop under test sends to (worker-scoped: one per test worker). */
export const test = base.extend<object, { mailbox: Mailbox }>({
  mailbox: [
    async ({}, use) => {
      const mailbox = await startSmtp(E2E_SMTP_PORT);
      await use(mailbox);
      await mailbox.close();
    },
    { scope: "worker" },
  ],
});

export { expect };

/**
 * What the shop's fetch wrapper sends with every call: an API request a test makes with the page's session
 * cookie needs it too, since the shop acts on the cookie only for its own pages (docs/decisions.md "Session").
 */
export const SCREEN = { "x-session": "cookie" } as const;

export async function waitForCode(mailbox: Mailbox, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(() => (code = mailbox.lastCode(email)), {
      timeout: 15_000,
      message: `mail with a code to ${email}`,
    })
    .toBeTruthy();
  return code!;
}

/** Picks a language with the header's switcher. */
export async function switchLanguage(page: Page, value: "ja" | "zh-cn" | "en-us" | "ko") {
  await page.getByRole("combobox", { name: /言語|语言|Language|언어/ }).selectOption(value);
}

const octet = () => Math.floor(Math.random() * 254) + 1;

/** A random private client address under `prefix` ("10" gives 10.x.y.z, "10.200" gives 10.200.y.z). */
export function randomClientAddress(prefix = "10"): string {
  const parts = prefix.split(".");
  while (parts.length < 4) parts.push(String(octet()));
  return parts.join(".");
}

/**
 * For `test.use`: registrations, logins and mails count per client address, so a spec file presents its own
 * (the e2e shop trusts Playwright as its one proxy, see playwright.config.ts) and repeated runs against one
 * database do not throttle each other.
 */
export const ownClientAddress = () => ({ extraHTTPHeaders: { "X-Forwarded-For": randomClientAddress() } });

export const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;

/** A toast containing the text (SPEC §5: the first failing rule shows as a toast). */
export const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text });

/** A fresh account through the shop's own API (captcha text fixed for e2e, code from the mailbox). */
export async function registerViaApi(
  request: APIRequestContext,
  mailbox: Mailbox,
  tag: string,
  password: string,
): Promise<string> {
  const email = uniqueEmail(tag);
  const captcha = await (await request.get("/api/shop/captchaImage")).json();
  const sent = await request.get(`/api/shop/user/sendVerificationCode?email=${encodeURIComponent(email)}`);
  expect((await sent.json()).code).toBe(200);
  const emailCode = await waitForCode(mailbox, email);
  const registered = await request.post("/api/shop/user/register", {
    data: {
      agreement: true,
      email,
      code: E2E_CAPTCHA,
      uuid: captcha.uuid,
      emailCode,
      password,
      confirmPassword: password,
    },
  });
  expect((await registered.json()).code).toBe(200);
  return email;
}

/** The shop in `locale` for this page's browser context (the cookie the language switcher sets). */
export async function chooseLanguage(page: Page, locale: "ja" | "zh-cn" | "en-us" | "ko") {
  await page.context().addCookies([{ name: "lang", value: locale, url: base.info().project.use.baseURL! }]);
}

/** Requests matching `url` wait until the returned `release()`: to see what a screen shows meanwhile. */
export async function holdRequests(page: Page, url: Parameters<Page["route"]>[0]): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The page's layout shifts so far (Chromium's CLS entries, those not caused by the user's own input). */
export async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) sum += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(sum), 300);
      }),
  );
}
