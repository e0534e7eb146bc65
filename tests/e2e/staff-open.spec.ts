import { PACKING_STEPS, PACKING_STEP_STATUSES } from "@/lib/shipping/packing-steps";
import { test, expect } from "./fixtures";
import { apiFor, localeOf } from "./journeys";
import { demoStaff, staffSignIn } from "./staff-fixtures";

/**
 * What an audit row's packing list or defect opens (app/staff/open/[type]/[id]), for the owner on the demo
 * seller's data: a packing list on the packing desk's tab for its status, with its card; a defect on its order's
 * page among the order's defects.
 */
test("an audit row's packing list opens on its desk tab, a defect on its order's page", async ({
  page,
  request,
}, info) => {
  const login = await (
    await request.post("/api/shop/user/login", {
      data: { account: "demo@example.com", password: "Demo1234" },
    })
  ).json();
  const seller = apiFor(request, login.token as string);
  const containers =
    (
      await seller.get<{ id: number; status: number }>("/shop/container/h5/getAllContainerList", {
        pageNum: 1,
        pageSize: 50,
      })
    ).rows ?? [];
  const onDesk = containers.find((c) =>
    PACKING_STEPS.some((s) => PACKING_STEP_STATUSES[s].includes(c.status)),
  )!;
  const step = PACKING_STEPS.find((s) => PACKING_STEP_STATUSES[s].includes(onDesk.status))!;
  const [problem] = (
    await seller.get<{ id: number; orderId: number }>("/shop/problem/list", { pageNum: 1, pageSize: 1 })
  ).rows!;

  await staffSignIn(page, demoStaff("owner"), localeOf(info), `/staff/open/container/${onDesk.id}`);
  await expect(page).toHaveURL(new RegExp(`/staff/packing\\?step=${step}&q=${onDesk.id}$`));
  await expect(page.locator(`[data-testid="packing-list"][data-container-id="${onDesk.id}"]`)).toBeVisible();

  await page.goto(`/staff/open/problem/${problem.id}`);
  await expect(page).toHaveURL(new RegExp(`/staff/orders/${problem.orderId}$`));
  await expect(page.getByTestId("order-problem").first()).toBeVisible();

  // An id no defect has: not found, nothing opened.
  const missing = await page.goto("/staff/open/problem/2000000000");
  expect(missing?.status()).toBe(404);
});
