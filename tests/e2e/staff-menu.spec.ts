import type { Locator } from "@playwright/test";
import { test, expect, holdRequests, layoutShift } from "./fixtures";
import { localeOf, texts } from "./journeys";
import { demoStaff, openConsoleMenu, staffSignIn } from "./staff-fixtures";
import { CONSOLE_MENU } from "@/app/staff/_components/console-menu";
import { can, type StaffRole } from "@/lib/staff/roles";

/**
 * The console's menu on a phone (app/staff/_components/console-nav.tsx): the owner's twenty-one desks took six
 * or seven rows above any desk, so a long menu folds to a "Menu" button and the current desk, the floor's scanner
 * desks staying in view for a member who works the floor; the warehouse's few desks stay in view, one tap each.
 * On a desktop every desk is listed, as before.
 */

const deskNames = (role: StaffRole, t: (key: string) => string, only = (_: { floor?: true }) => true) =>
  CONSOLE_MENU.filter((entry) => can([role], entry.permission) && only(entry)).map((entry) => t(entry.label));
/** What a folded menu shows: the floor's desks (for a member who works the floor) and the current desk. */
const foldedDesks = (role: StaffRole, t: (key: string) => string, currentLabel: string) =>
  CONSOLE_MENU.filter(
    (entry) =>
      can([role], entry.permission) &&
      ((entry.floor && can([role], "warehouse.work")) || entry.label === currentLabel),
  ).map((entry) => t(entry.label));
/** Whether two boxes start on one line of the menu. */
const sameRow = async (a: Locator, b: Locator) =>
  Math.abs((await a.boundingBox())!.y - (await b.boundingBox())!.y) < 4;
/** A desk's name as the menu shows it (a folded list has a link of that name, out of sight). */
const deskShown = (menu: Locator, name: string) =>
  menu.getByText(name, { exact: true }).filter({ visible: true });

test("on a phone the owner sees a Menu button, the current desk and the floor's desks; the button opens every desk", async ({
  page,
}, info) => {
  test.skip(info.project.name !== "phone", "the menu folds on a phone only");
  const owner = demoStaff("owner");
  const t = texts(owner.language);
  await staffSignIn(page, owner, localeOf(info));
  const menu = page.getByRole("navigation", { name: t("staff.menu.label") });
  const toggle = menu.getByRole("button", { name: t("staff.menu.toggle") });

  // Folded as the server sends the page, before any script has run: nothing unfolds and folds again.
  const release = await holdRequests(page, "**/_next/static/chunks/**/*.js");
  await page.goto("/staff", { waitUntil: "commit" });
  await expect(deskShown(menu, t("staff.menu.dashboard"))).toBeVisible();
  await expect(toggle).toBeVisible();
  await expect(menu.getByRole("link")).toHaveText(foldedDesks("owner", t, "staff.menu.dashboard"));
  release();
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await page.goto("/staff");
  await page.waitForLoadState("networkidle");
  expect(await layoutShift(page)).toBeLessThan(0.01);

  // The button and the current desk start one row, the floor's desks beside them.
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  expect(await sameRow(toggle, menu.getByRole("link").first())).toBe(true);

  // Open: every desk, this one marked; Escape folds it again.
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(menu.getByRole("link")).toHaveText(deskNames("owner", t));
  await expect(menu.getByRole("link", { name: t("staff.menu.dashboard") })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await page.keyboard.press("Escape");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(menu.getByRole("link")).toHaveText(foldedDesks("owner", t, "staff.menu.dashboard"));
  await expect(deskShown(menu, t("staff.menu.dashboard"))).toBeVisible();

  // A desk chosen from the menu: the desk opens and the menu folds to its name.
  await toggle.click();
  await menu.getByRole("link", { name: t("staff.menu.customers") }).click();
  await expect(page).toHaveURL(/\/staff\/customers$/);
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(deskShown(menu, t("staff.menu.customers"))).toBeVisible();
  await expect(menu.getByRole("link")).toHaveText(foldedDesks("owner", t, "staff.menu.customers"));

  // A floor desk is one tap from the folded menu, and marked where it stands, its row the button's.
  await menu.getByRole("link", { name: t("staff.menu.packing") }).click();
  await expect(page).toHaveURL(/\/staff\/packing$/);
  await expect(menu.getByRole("link", { name: t("staff.menu.packing") })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(deskShown(menu, t("staff.menu.customers"))).toHaveCount(0);
  await expect(menu.getByRole("link")).toHaveText(foldedDesks("owner", t, "staff.menu.packing"));
  expect(await sameRow(toggle, menu.getByRole("link").first())).toBe(true);

  // The helper the other specs use opens it the same way.
  await (await openConsoleMenu(page, t)).getByRole("link", { name: t("staff.finance.menu.ledger") }).click();
  await expect(page).toHaveURL(/\/staff\/finance\/ledger$/);
  await expect(deskShown(menu, t("staff.finance.menu.ledger"))).toBeVisible();
  await expect(menu.getByRole("link")).toHaveText(foldedDesks("owner", t, "staff.finance.menu.ledger"));
});

test("on a phone finance's folded menu keeps only the current desk in view: the packing desk is not their floor", async ({
  page,
}, info) => {
  test.skip(info.project.name !== "phone", "the menu folds on a phone only");
  const finance = demoStaff("finance");
  const t = texts(finance.language);
  await staffSignIn(page, finance, localeOf(info));
  const menu = page.getByRole("navigation", { name: t("staff.menu.label") });
  await expect(menu.getByRole("link")).toHaveText([t("staff.menu.dashboard")]);
  await (await openConsoleMenu(page, t)).getByRole("link", { name: t("staff.menu.packing") }).click();
  await expect(page).toHaveURL(/\/staff\/packing$/);
  await expect(menu.getByRole("link")).toHaveText([t("staff.menu.packing")]);
});

test("a warehouse member sees each of their desks at once, with no Menu button", async ({ page }, info) => {
  const warehouse = demoStaff("warehouse");
  const t = texts(warehouse.language);
  await staffSignIn(page, warehouse, localeOf(info));
  const menu = page.getByRole("navigation", { name: t("staff.menu.label") });
  await expect(menu.getByRole("link")).toHaveText(deskNames("warehouse", t));
  await expect(menu.getByRole("button", { name: t("staff.menu.toggle") })).toHaveCount(0);
  await menu.getByRole("link", { name: t("staff.menu.inspection") }).click();
  await expect(page).toHaveURL(/\/staff\/inspection$/);
  await expect(menu.getByRole("link", { name: t("staff.menu.inspection") })).toHaveAttribute(
    "aria-current",
    "page",
  );
});

test("on a desktop the owner's menu lists every desk, with no Menu button", async ({ page }, info) => {
  test.skip(info.project.name !== "desktop", "on a phone the owner's menu folds");
  const owner = demoStaff("owner");
  const t = texts(owner.language);
  await staffSignIn(page, owner, localeOf(info));
  const menu = page.getByRole("navigation", { name: t("staff.menu.label") });
  await expect(menu.getByRole("link")).toHaveText(deskNames("owner", t));
  await expect(menu.getByRole("button", { name: t("staff.menu.toggle") })).toBeHidden();
  await menu.getByRole("link", { name: t("staff.menu.jobs") }).click();
  await expect(page).toHaveURL(/\/staff\/jobs$/);
  await expect(menu.getByRole("link")).toHaveText(deskNames("owner", t));
});
