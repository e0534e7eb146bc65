import type { Page } from "@playwright/test";
import { currentCode } from "@/lib/staff/totp";
import { DEMO_STAFF, DEMO_TOTP_SECRET } from "@/lib/seed/demo-staff-accounts";
import { chooseLanguage, expect } from "./fixtures";
import { texts } from "./journeys";
import type { Locale } from "@/lib/i18n/locales";

export type StaffLogin = { email: string; password: string; secret: string };

export const demoStaff = (role: (typeof DEMO_STAFF)[number]["role"]): StaffLogin & { language: Locale } => {
  const s = DEMO_STAFF.find((m) => m.role === role)!;
  return { email: s.email, password: s.password, secret: DEMO_TOTP_SECRET, language: s.language };
};

const STEP_MS = 30_000;
/** Tests run one after another in one worker: a code is accepted once, so the next sign-in waits a step. */
const lastStep = new Map<string, number>();

async function freshCode(who: StaffLogin): Promise<string> {
  let step = Math.floor(Date.now() / STEP_MS);
  if ((lastStep.get(who.email) ?? -1) >= step) {
    await new Promise((resolve) => setTimeout(resolve, (step + 1) * STEP_MS - Date.now() + 200));
    step = Math.floor(Date.now() / STEP_MS);
  }
  lastStep.set(who.email, step);
  return currentCode(who.secret);
}

/**
 * Signs in at /staff/login as a person does: email, password, the authenticator's code. The sign-in page speaks
 * the browser's chosen language (`locale`); once signed in, the console speaks the member's own.
 */
export async function staffSignIn(page: Page, who: StaffLogin, locale: Locale, path = "/staff") {
  const t = texts(locale);
  await chooseLanguage(page, locale);
  await page.goto(path);
  await expect(page).toHaveURL(/\/staff\/login/);
  await page.getByLabel(t("staff.login.email")).fill(who.email);
  await page.getByLabel(t("staff.login.password")).fill(who.password);
  await page.getByLabel(t("staff.login.code")).fill(await freshCode(who));
  await page.getByRole("button", { name: t("staff.login.submit") }).click();
  const signedIn = page.getByTestId("staff-who");
  const refused = page.getByTestId("toast").filter({ hasText: t("staff.errors.loginFailed") });
  await expect(signedIn.or(refused)).toBeVisible();
  if (await refused.isVisible()) {
    // The code's step was used by a sign-in this worker does not know of (a test run before a restart): the
    // next step's code is new.
    lastStep.set(who.email, Math.floor(Date.now() / STEP_MS));
    await page.getByLabel(t("staff.login.code")).fill(await freshCode(who));
    await page.getByRole("button", { name: t("staff.login.submit") }).click();
  }
  await expect(signedIn).toBeVisible();
}
