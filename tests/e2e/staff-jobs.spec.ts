import { test, expect } from "./fixtures";
import { localeOf, texts } from "./journeys";
import { demoStaff, staffSignIn } from "./staff-fixtures";
import { QUEUES } from "@/lib/jobs/queues";

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
  await page
    .getByRole("link", { name: t("staff.menu.jobs") })
    .first()
    .click();
  await expect(page).toHaveURL(/\/staff\/jobs$/);
  await expect(page.getByRole("heading", { name: t("staff.menu.jobs") })).toBeVisible();
  const rows = page.getByTestId("job-queue");
  await expect(rows).toHaveCount(Object.keys(QUEUES).length);
  await expect(page.locator(`[data-queue="${QUEUES.topUpExpiry.name}"]`)).toContainText(
    t("staff.jobs.queues.topUpExpiry"),
  );
  await expect(page.locator(`[data-queue="${QUEUES.topUpExpiry.name}"]`)).toContainText(
    t("staff.jobs.cron", { cron: QUEUES.topUpExpiry.cron }),
  );
  await expect(page.getByRole("heading", { name: t("staff.jobs.failedTitle") })).toBeVisible();

  const context = await browser.newContext();
  const other = await context.newPage();
  const finance = demoStaff("finance");
  const tf = texts(finance.language);
  await staffSignIn(other, finance, localeOf(info));
  const financeMenu = other.getByRole("navigation", { name: tf("staff.menu.label") });
  await expect(financeMenu.getByRole("link", { name: tf("staff.menu.dashboard") })).toBeVisible();
  await expect(financeMenu.getByRole("link", { name: tf("staff.menu.jobs") })).toHaveCount(0);
  await other.goto("/staff/jobs");
  await expect(other).toHaveURL(/\/staff\?denied=1$/);
  await context.close();
});
