import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { currentCode } from "@/lib/staff/totp";
import { DEMO_STAFF, DEMO_TOTP_SECRET } from "@/lib/seed/demo-staff-accounts";
import { chooseLanguage, expect } from "./fixtures";
import { texts } from "./journeys";
import type { Locale } from "@/lib/i18n/locales";
import { STAFF_SESSION_COOKIE } from "@/lib/staff/names";
import { E2E_PORT } from "../../playwright.config";

const origin = `http://localhost:${E2E_PORT}`;

export type StaffLogin = { email: string; password: string; secret: string };

export const demoStaff = (role: (typeof DEMO_STAFF)[number]["role"]): StaffLogin & { language: Locale } => {
  const s = DEMO_STAFF.find((m) => m.role === role)!;
  return { email: s.email, password: s.password, secret: DEMO_TOTP_SECRET, language: s.language };
};

const STEP_MS = 30_000;
/** A step is not started this close to its end: the server might read the code in the next one. */
const STEP_MARGIN_MS = 5_000;
/**
 * What a member's authenticator and browser remember between tests: the last step their code was used at, and
 * the session cookie of their last sign-in. A file, not a variable: Playwright gives the phone and the desktop
 * workers of their own, and the server remembers both across them.
 */
type Memory = { steps: Record<string, number>; sessions: Record<string, string> };
const memoryFile = join(tmpdir(), `kaitsuke-e2e-staff-${E2E_PORT}.json`);
const recall = (): Memory =>
  existsSync(memoryFile)
    ? (JSON.parse(readFileSync(memoryFile, "utf8")) as Memory)
    : { steps: {}, sessions: {} };
const remember = (change: (memory: Memory) => void) => {
  const memory = recall();
  change(memory);
  writeFileSync(memoryFile, JSON.stringify(memory));
};
const markUsed = (email: string, step: number) => remember((m) => void (m.steps[email] = step));

/**
 * Tests run one after another and a step's code is accepted once. The server takes a code one step either side of
 * its clock (an authenticator a little slow or fast), so the earliest step not yet used is picked from those three;
 * only a fourth sign-in of one member within a step waits for the clock.
 */
async function freshCode(who: StaffLogin): Promise<string> {
  const next = (recall().steps[who.email] ?? -Infinity) + 1;
  const now = Math.floor(Date.now() / STEP_MS);
  const earliest = Date.now() % STEP_MS < STEP_MS - STEP_MARGIN_MS ? now - 1 : now;
  const step = Math.max(next, earliest);
  if (step > now + 1)
    await new Promise((resolve) => setTimeout(resolve, (step - 1) * STEP_MS - Date.now() + 200));
  markUsed(who.email, step);
  return currentCode(who.secret, step * STEP_MS);
}

/**
 * Opens `path` signed in as `who`. A member who signed in earlier in the run comes back with the session their
 * browser kept, as at their own desk; the first time, and once that session has ended (signed out, idle), they
 * sign in at /staff/login as a person does: email, password, the authenticator's code. The sign-in page speaks
 * the browser's chosen language (`locale`); once signed in, the console speaks the member's own.
 */
export async function staffSignIn(page: Page, who: StaffLogin, locale: Locale, path = "/staff") {
  const t = texts(locale);
  const signedIn = page.getByTestId("staff-who");
  await chooseLanguage(page, locale);
  const kept = recall().sessions[who.email];
  if (kept) await page.context().addCookies([{ name: STAFF_SESSION_COOKIE, value: kept, url: origin }]);
  await page.goto(path);
  if (kept && !new URL(page.url()).pathname.startsWith("/staff/login")) {
    await expect(signedIn).toBeVisible();
    return;
  }
  await expect(page).toHaveURL(/\/staff\/login/);
  await page.getByLabel(t("staff.login.email")).fill(who.email);
  await page.getByLabel(t("staff.login.password")).fill(who.password);
  await page.getByLabel(t("staff.login.code")).fill(await freshCode(who));
  await page.getByRole("button", { name: t("staff.login.submit") }).click();
  const refused = page.getByTestId("toast").filter({ hasText: t("staff.errors.loginFailed") });
  await expect(signedIn.or(refused)).toBeVisible();
  if (await refused.isVisible()) {
    // The code's step was used by a sign-in not recorded here (an earlier run on the same database), which may
    // have used the step after it too: the code two steps on is new.
    markUsed(who.email, Math.floor(Date.now() / STEP_MS) + 1);
    await page.getByLabel(t("staff.login.code")).fill(await freshCode(who));
    await page.getByRole("button", { name: t("staff.login.submit") }).click();
  }
  await expect(signedIn).toBeVisible();
  const session = (await page.context().cookies(origin)).find((c) => c.name === STAFF_SESSION_COOKIE);
  if (session) remember((m) => void (m.sessions[who.email] = session.value));
}

/**
 * A desk's tab (packing, defects, the finance desks) by its label alone: the packing and defects desks' tabs
 * show a count after the label, which is part of the button's name.
 */
export function deskTab(page: Page, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return page.getByRole("button", { name: new RegExp(`^${escaped}\\s*(\\d+\\+?)?$`) });
}

/**
 * The console's menu with every entry in view: a long menu on a phone is folded to its current desk and a
 * "Menu" button (app/staff/_components/console-nav.tsx), which this opens; elsewhere the menu is left as it is.
 */
export async function openConsoleMenu(page: Page, t: (key: string) => string) {
  const menu = page.getByRole("navigation", { name: t("staff.menu.label") });
  await expect(menu).toBeVisible();
  const toggle = menu.getByRole("button", { name: t("staff.menu.toggle") });
  if ((await toggle.isVisible()) && (await toggle.getAttribute("aria-expanded")) === "false") {
    // A tap before the page's scripts have run opens nothing: tapped again, as a person would.
    await expect(async () => {
      if ((await toggle.getAttribute("aria-expanded")) === "false") await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true", { timeout: 1_000 });
    }).toPass();
  }
  return menu;
}
