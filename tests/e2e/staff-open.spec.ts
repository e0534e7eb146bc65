import { test, expect } from "./fixtures";
import { apiFor, localeOf } from "./journeys";
import { demoStaff, staffSignIn } from "./staff-fixtures";

/**
 * What an audit row's defect opens (app/staff/open/[type]/[id]), for the owner on the demo seller's data: its
 * order's page among the order's defects; an id no defect has opens nothing.
 */
test("an audit row's defect opens on its order's page", async ({ page, request }, info) => {
  const login = await (
    await request.post("/api/shop/user/login", {
      data: { account: "demo@example.com", password: "Demo1234" },
    })
  ).json();
  const seller = apiFor(request, login.token as string);
  const [problem] = (
    await seller.get<{ id: number; orderId: number }>("/shop/problem/list", { pageNum: 1, pageSize: 1 })
  ).rows!;

  await staffSignIn(page, demoStaff("owner"), localeOf(info), `/staff/open/problem/${problem.id}`);
  await expect(page).toHaveURL(new RegExp(`/staff/orders/${problem.orderId}$`));
  await expect(page.getByTestId("order-problem").first()).toBeVisible();

  // An id no defect has: not found, nothing opened.
  const missing = await page.goto("/staff/open/problem/2000000000");
  expect(missing?.status()).toBe(404);
});
