import type { Page } from "@playwright/test";
import { CONSOLE_MENU } from "@/app/staff/_components/console-menu";
import { DEMO_STAFF } from "@/lib/seed/demo-staff-accounts";
import { can } from "@/lib/staff/roles";
import { test, expect } from "./fixtures";
import { demoStaff, staffSignIn } from "./staff-fixtures";

/**
 * The seller's files the console shows are private (docs/decisions.md "Private files"): each member reads those
 * the desks of their roles show. Each demo member but the owner (whose roles open every desk) walks the pages
 * their menu lists, the first page each list links to, and, where they read customers, the demo seller's
 * newest order and packing list: every picture there loads and every file linked opens. A desk showing a
 * file its member may not read drew a broken picture (finance, the console's order page) or a dead link (the
 * warehouse, a seller's label files) before. On the way, every console link those pages show must open for
 * the member: a member never sees a way to a page they may not use.
 */
test.setTimeout(240_000);

const ROLES = DEMO_STAFF.map((m) => m.role).filter((role) => role !== "owner");

/** The page's uploaded files that did not load: pictures (lazy ones brought in) and links. */
async function brokenFiles(page: Page, route: string): Promise<string[]> {
  const failed: string[] = [];
  const onResponse = (res: { url(): string; status(): number }) => {
    if (new URL(res.url()).pathname.startsWith("/uploads/") && res.status() >= 400)
      failed.push(`${route}: ${res.status()} ${new URL(res.url()).pathname}`);
  };
  page.on("response", onResponse);
  await page.goto(route);
  await page.waitForLoadState("networkidle");
  await page.evaluate(() =>
    document
      .querySelectorAll("img[loading=lazy]")
      .forEach((img) => ((img as HTMLImageElement).loading = "eager")),
  );
  await page.waitForLoadState("networkidle");
  page.off("response", onResponse);
  const links = await page
    .locator('main a[href^="/uploads/"]')
    .evaluateAll((as) => as.map((a) => a.getAttribute("href")!));
  for (const href of new Set(links)) {
    const res = await page.request.get(href);
    if (res.status() >= 400) failed.push(`${route}: link ${res.status()} ${href}`);
  }
  return failed;
}

test("every member's pages show the seller's files their desks show, none broken, and only links they may open", async ({
  browser,
}, info) => {
  test.skip(info.project.name !== "phone", "which files a member reads depends on the roles, not the screen");
  const failures: string[] = [];
  let pagesWithFiles = 0;
  let linksChecked = 0;
  for (const role of ROLES) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await staffSignIn(page, demoStaff(role), "ja");
    const menu = [...new Set(CONSOLE_MENU.filter((e) => can([role], e.permission)).map((e) => e.href))];
    const routes = [...menu];
    for (const route of menu) {
      await page.goto(route);
      const deeper = page.locator(`main a[href^="${route}/"]`).first();
      if ((await deeper.count()) > 0) routes.push((await deeper.getAttribute("href"))!);
    }
    if (can([role], "customers.read")) {
      const sameOrigin = { headers: { "sec-fetch-site": "same-origin" } };
      const found = await (
        await page.request.get("/api/staff/customers?q=demo%40example.com", sameOrigin)
      ).json();
      const seller = await (
        await page.request.get(`/api/staff/customers/${found.rows[0].id}`, sameOrigin)
      ).json();
      for (const o of seller.data.orders.rows as { id: number }[]) routes.push(`/staff/orders/${o.id}`);
      // the orders with defects carry the inspection photos
      for (const p of seller.data.problems.rows as { orderId: number }[])
        routes.push(`/staff/orders/${p.orderId}`);
      for (const c of seller.data.packingLists.rows as { id: number }[])
        routes.push(`/staff/containers/${c.id}`);
    }
    const links = new Set<string>();
    for (const route of new Set(routes)) {
      const broken = await brokenFiles(page, route);
      failures.push(...broken.map((b) => `${role} ${b}`));
      for (const href of await page
        .locator('main a[href^="/staff"]')
        .evaluateAll((as) => as.map((a) => a.getAttribute("href")!)))
        links.add(href);
      if ((await page.locator('main img[src^="/uploads/"], main a[href^="/uploads/"]').count()) > 0)
        pagesWithFiles++;
    }
    linksChecked += links.size;
    for (const href of links) {
      const res = await page.request.get(href, { maxRedirects: 0 });
      if (res.status() >= 300)
        failures.push(`${role} link ${href}: ${res.status()} ${res.headers().location ?? ""}`);
    }
    await context.close();
  }
  expect(failures).toEqual([]);
  // the walk saw files at all: the demo's photos, slips and labels are on these pages
  expect(pagesWithFiles).toBeGreaterThan(3);
  expect(linksChecked).toBeGreaterThan(10);
});
