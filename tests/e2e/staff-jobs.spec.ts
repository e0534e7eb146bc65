import pg from "pg";
import { test, expect } from "./fixtures";
import { localeOf, texts } from "./journeys";
import { demoStaff, openConsoleMenu, staffSignIn } from "./staff-fixtures";
import { LIMITS } from "@/lib/codes";
import { japanYmd } from "@/lib/japan-time";
import { QUEUES } from "@/lib/jobs/queues";
import { rateChange } from "@/lib/rates/rate-change";
import { rateRefusalValues } from "@/lib/rates/rate-values";

/**
 * Issue 28's job console (docs/jobs.md "Console"): the owner opens it from the menu and sees every queue with its
 * schedule; finance has no such menu entry and is sent back to the dashboard if they type the address.
 */
test("the owner sees each queue of the scheduled work; finance never sees the desk", async ({
  page,
  browser,
}, info) => {
  const owner = demoStaff("owner");
  const t = texts(owner.language);
  await staffSignIn(page, owner, localeOf(info));
  // On a phone the owner's menu is folded behind its button.
  await (await openConsoleMenu(page, t)).getByRole("link", { name: t("staff.menu.jobs") }).click();
  await expect(page).toHaveURL(/\/staff\/jobs$/);
  await expect(page.getByRole("heading", { name: t("staff.menu.jobs") })).toBeVisible();
  const rows = page.getByTestId("job-queue");
  await expect(rows).toHaveCount(Object.keys(QUEUES).length);
  await expect(page.locator(`[data-queue="${QUEUES.topUpExpiry.name}"]`)).toContainText(
    t("staff.jobs.queues.topUpExpiry"),
  );
  // The schedule in words, Japan time, with the expression below it.
  await expect(page.locator(`[data-queue="${QUEUES.topUpExpiry.name}"]`)).toContainText(
    t("staff.jobs.every.minute"),
  );
  const rateFetch = page.locator(`[data-queue="${QUEUES.rateFetch.name}"]`).getByTestId("job-schedule");
  await expect(rateFetch).toContainText(
    t("staff.jobs.cron", {
      cron: t("staff.jobs.every.minutesBetween", { n: 10, from: "09:00", to: "10:59" }),
    }),
  );
  await expect(rateFetch).toContainText(QUEUES.rateFetch.cron);
  await expect(page.getByRole("heading", { name: t("staff.jobs.failedTitle") })).toBeVisible();

  const context = await browser.newContext();
  const other = await context.newPage();
  const finance = demoStaff("finance");
  const tf = texts(finance.language);
  await staffSignIn(other, finance, localeOf(info));
  const financeMenu = await openConsoleMenu(other, tf);
  await expect(financeMenu.getByRole("link", { name: tf("staff.menu.dashboard") })).toBeVisible();
  await expect(financeMenu.getByRole("link", { name: tf("staff.menu.jobs") })).toHaveCount(0);
  await other.goto("/staff/jobs");
  await expect(other).toHaveURL(/\/staff\?denied=1$/);
  await context.close();
});

/**
 * The 11:00 missing-rate alert after the rate job refused the source's rate as a large change (docs/jobs.md
 * "The day's rate"): the dashboard's notice, the job console and the rate desk say what the source published and
 * why it was not recorded. The job's two rows are written as it writes them, for a day of the test's own ahead
 * of the seeded rates (the console lists every open alert from a week back on), and removed at the end. Needs
 * DATABASE_URL: the test writes them from its own process (PGlite opens in one process only).
 */
test("an open rate alert names the source's rate the job refused, on the dashboard, the console and the desk", async ({
  page,
  request,
}, info) => {
  test.skip(!process.env.DATABASE_URL, "writes the rate job's alert rows from the test: needs DATABASE_URL");
  const owner = demoStaff("owner");
  const t = texts(owner.language);
  const day = japanYmd(new Date(Date.now() + 20 * 24 * 3600_000));
  const latest = (await (await request.get("/api/shop/rate/getLatestRate")).json()).data as { rate: number };
  // The source slipped a decimal point: a tenth of the TTS.
  const markup = Math.round(Number(LIMITS.rateMarkup) * 10_000);
  const bankTts = Math.round((latest.rate * 10_000 - markup) / 10) / 10_000;
  const rate = (Math.round(bankTts * 10_000) + markup) / 10_000;
  const refused = {
    bankTts,
    bankName: "三菱UFJ銀行",
    rate,
    latestRate: latest.rate,
    changePercent: rateChange(latest.rate, rate).percent,
  };
  const figures = rateRefusalValues(refused);
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  const alert = (kind: string, params: unknown) =>
    db.query(
      `INSERT INTO staff_alert (kind, day, params) VALUES ($1, $2::date, $3::jsonb)
       ON CONFLICT (kind, day) DO UPDATE SET params = EXCLUDED.params`,
      [kind, day, JSON.stringify(params)],
    );
  try {
    await alert("rate.largeChange", refused);
    await alert("rate.missing", { source: "e2e" });

    await staffSignIn(page, owner, localeOf(info));
    const notice = page.getByTestId("rate-alerts");
    await expect(notice).toContainText(t("staff.rateAlert.missing", { day }));
    await expect(notice.getByTestId("rate-refused")).toHaveText(t("staff.rateAlert.refused", figures));
    await expect(notice).toContainText(`${figures.change}%`);

    await page.goto("/staff/jobs");
    const onConsole = page.getByTestId("rate-missing").filter({ hasText: day });
    await expect(onConsole).toContainText(t("staff.rateAlert.missing", { day }));
    await expect(onConsole.getByTestId("rate-refused")).toHaveText(t("staff.rateAlert.refused", figures));

    await onConsole.getByRole("link", { name: t("staff.rateAlert.enter") }).click();
    await expect(page).toHaveURL(/\/staff\/finance\/rate$/);
    const onDesk = page.getByTestId("rate-missing").filter({ hasText: day });
    await expect(onDesk).toContainText(t("staff.rateAlert.missing", { day }));
    await expect(onDesk.getByTestId("rate-refused")).toHaveText(t("staff.rateAlert.refusedHere", figures));
  } finally {
    await db.query(
      `DELETE FROM staff_alert WHERE kind IN ('rate.missing', 'rate.largeChange') AND day = $1::date`,
      [day],
    );
    await db.end();
  }
});
