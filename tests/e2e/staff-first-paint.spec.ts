import type { Page, Request } from "@playwright/test";
import { test, expect, holdRequests, ownClientAddress } from "./fixtures";
import { localeOf } from "./journeys";
import { demoStaff, staffSignIn } from "./staff-fixtures";

/**
 * Issue 32: a desk's queue comes with its page (app/staff/_components/first-desk-page.ts). Read after it, the
 * warehouse's phones showed an empty desk until the scripts had loaded and asked; now the rows are in the
 * server's HTML and the desk does not ask for them again as it comes alive.
 */

test.use(ownClientAddress());

const DESKS = [
  {
    path: "/staff/defects",
    api: "/api/staff/defects/problems",
    row: "defect-problem",
    id: "data-problem-id",
  },
  {
    path: "/staff/inspection",
    api: "/api/staff/inspection/orders",
    row: "inspection-order",
    id: "data-order-no",
  },
  {
    path: "/staff/packing",
    api: "/api/staff/packing/containers",
    row: "packing-list",
    id: "data-container-id",
  },
  { path: "/staff/purchase", api: "/api/staff/purchase/orders", row: "purchase-order", id: "data-order-no" },
  {
    path: "/staff/finance/withdrawals",
    api: "/api/staff/finance/withdrawals",
    row: "withdrawal-row",
    id: "data-withdrawal-id",
  },
] as const;

/** Opens `path` with the console's scripts and API calls held back: what shows is what the server sent. */
async function openUnscripted(page: Page, path: string) {
  await holdRequests(page, "**/_next/static/chunks/**/*.js");
  await holdRequests(page, "**/api/**");
  await page.goto(path, { waitUntil: "commit" });
}

test("the desks' queues arrive with the page and are not read again once live", async ({ page }, info) => {
  await staffSignIn(page, demoStaff("owner"), localeOf(info));
  for (const desk of DESKS) {
    const asked: string[] = [];
    const listen = (request: Request) => {
      if (new URL(request.url()).pathname === desk.api) asked.push(desk.api);
    };
    page.on("request", listen);
    await page.goto(desk.path);
    await page.waitForLoadState("networkidle");
    page.off("request", listen);
    const rows = page.getByRole("main").getByTestId(desk.row);
    const count = await rows.count();
    expect(count, `${desk.path}: the demo data fills its first queue`).toBeGreaterThan(0);
    const first = await rows.first().getAttribute(desk.id);
    expect(asked, desk.path).toEqual([]);

    await openUnscripted(page, desk.path);
    await expect(rows, desk.path).toHaveCount(count);
    await expect(rows.first()).toHaveAttribute(desk.id, first!);
    await page.unrouteAll({ behavior: "ignoreErrors" });
  }
});
