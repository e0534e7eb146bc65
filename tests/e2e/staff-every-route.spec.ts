import { test, expect } from "./fixtures";
import { startWeighing, weighBarePage, weightFindings, type Weight } from "./page-weight";
import { routeVisitor, type Finding } from "./walk";
import { demoStaff, staffSignIn } from "./staff-fixtures";
import { CONSOLE_MENU } from "@/app/staff/_components/console-menu";

/**
 * Every page of the staff console, at phone and desktop size, as the every-route walk does for the shop:
 * no serious accessibility violation, no console error, no page wider than the window, and (on the phone)
 * first-load JavaScript within the bare Next.js page's + the allowance (tests/e2e/page-weight.ts). The owner's
 * roles open every desk, so the menu lists every page; pages reached from a desk's list (a customer, a thread)
 * are followed from the first link the desk shows.
 */
test.setTimeout(300_000);

test("every staff page: accessible, no console error, as wide as the window, first-load JavaScript within the bare page's + the allowance", async ({
  page,
}, info) => {
  const weigh = info.project.name === "phone" ? await startWeighing(page) : null;
  // The floor the routes are weighed against, measured first in the same browser (issue 32).
  const bare = weigh ? await weighBarePage(page, weigh) : null;
  const findings: Finding[] = [];
  const weights: Weight[] = [];
  const visit = routeVisitor(page, weigh, findings, weights);

  await visit("/staff/login");
  await visit("/staff/invite");
  await staffSignIn(page, demoStaff("owner"), "ja");
  const pages = [...new Set(CONSOLE_MENU.map((entry) => entry.href))];
  for (const route of pages) await visit(route);
  // One page behind each desk's list, where the list links to one (e.g. /staff/customers/<id>).
  for (const route of pages) {
    await page.goto(route);
    const deeper = page.locator(`main a[href^="${route}/"]`).first();
    if ((await deeper.count()) === 0) continue;
    const href = (await deeper.getAttribute("href"))!;
    if (!pages.includes(href)) await visit(href);
  }

  // An order's and a packing list's page, which no desk's list links under its own path: the demo seller's
  // newest of each.
  const sameOrigin = { headers: { "sec-fetch-site": "same-origin" } };
  const found = await (
    await page.request.get("/api/staff/customers?q=demo%40example.com", sameOrigin)
  ).json();
  const customer = await (
    await page.request.get(`/api/staff/customers/${found.rows[0].id}`, sameOrigin)
  ).json();
  await visit(`/staff/orders/${customer.data.orders.rows[0].id}`);
  await visit(`/staff/containers/${customer.data.packingLists.rows[0].id}`);

  expect.soft(findings, findings.map((f) => `${f.route}: ${f.what}`).join("\n")).toEqual([]);
  if (bare) expect.soft(weightFindings(weights, bare)).toEqual([]);
});
