import type { APIRequestContext, Locator, Page, TestInfo } from "@playwright/test";
import { labelKeyOf } from "@/lib/codes";
import { packingStepOf } from "@/lib/shipping/packing-steps";
import { test, expect, registerViaApi } from "./fixtures";
import { apiFor, loginAt, localeOf, texts } from "./journeys";
import { demoStaff, staffSignIn } from "./staff-fixtures";

/**
 * Issue 28, the customers desk: support finds a seller and restricts the account with a reason, the seller (in
 * another browser) sees the notice and their spending is refused, finance reads the same page without the
 * buttons and is refused by the server anyway; then the console's pages of a seller's order and packing list,
 * each compared with what the seller's own API answers.
 */

/**
 * Support signs in, finds the demo seller by email and opens their page; with the demo seller's own API, to
 * compare what the console shows with what the seller reads.
 */
async function supportOnDemoCustomer(page: Page, request: APIRequestContext, info: TestInfo) {
  const support = demoStaff("support");
  const t = texts(support.language);
  await staffSignIn(page, support, localeOf(info), "/staff/customers");
  await page.getByLabel(t("staff.customers.searchLabel")).fill("demo@example.com");
  await page.getByRole("button", { name: t("staff.customers.search") }).click();
  await page.getByTestId("customer-row").filter({ hasText: "demo@example.com" }).getByRole("link").click();
  await expect(page).toHaveURL(/\/staff\/customers\/\d+$/);
  const login = await (
    await request.post("/api/shop/user/login", {
      data: { account: "demo@example.com", password: "Demo1234" },
    })
  ).json();
  return { t, seller: apiFor(request, login.token as string) };
}

/**
 * A timeline on a console page names who made each step in the staff's words (`staff.timeline.actor.*`): the
 * seller's own steps as the customer (顧客 / Customer), never the seller's own word for themselves (お客様 / "You").
 */
async function expectStaffActors(timeline: Locator, steps: { actor: string }[], t: (key: string) => string) {
  const actors = timeline.getByTestId("timeline-actor");
  await expect(actors).toHaveText(steps.map((s) => t(`staff.timeline.actor.${s.actor}`)));
  const own = steps.findIndex((s) => s.actor === "customer");
  expect(own, "the seller made a step of it").toBeGreaterThanOrEqual(0);
  await expect(actors.nth(own)).toHaveText(t("staff.timeline.actor.customer"));
  await expect(actors.nth(own)).not.toHaveText(t("orderPage.actor.customer"));
  await expect(actors.nth(own)).not.toHaveText(texts("en-us")("orderPage.actor.customer"));
}

test("support restricts a seller with a reason; the seller sees it; finance reads but may not change it", async ({
  page,
  browser,
  request,
  mailbox,
}, info) => {
  const password = "Customer1234";
  const email = await registerViaApi(request, mailbox, "desk", password);

  const support = demoStaff("support");
  const t = texts(support.language);
  await staffSignIn(page, support, localeOf(info), "/staff/customers");
  await expect(page).toHaveURL(/\/staff\/customers$/);
  await page.getByLabel(t("staff.customers.searchLabel")).fill(email);
  await page.getByRole("button", { name: t("staff.customers.search") }).click();
  const row = page.getByTestId("customer-row").filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await row.getByRole("link").click();
  await expect(page).toHaveURL(/\/staff\/customers\/\d+$/);
  const customerUrl = page.url();
  await expect(page.getByTestId("customer-status")).toHaveText(t("codes.customerStatus.ACTIVE"));
  await expect(page.getByTestId("customer-orders")).toContainText(t("staff.customers.none"));

  const standing = page.getByRole("form", { name: t("staff.customers.standing") });
  // Without a reason nothing is sent: the first failing rule shows as a toast.
  await standing.getByRole("button", { name: t("staff.customers.restrict") }).click();
  await expect(
    page.getByTestId("toast").filter({ hasText: t("validation.staff.reasonRequired") }),
  ).toBeVisible();
  await expect(page.getByTestId("customer-status")).toHaveText(t("codes.customerStatus.ACTIVE"));
  await standing.getByLabel(t("staff.customers.reason")).fill("PayPal の異議申し立て中");
  await standing.getByRole("button", { name: t("staff.customers.restrict") }).click();
  await expect(page.getByTestId("toast").filter({ hasText: t("staff.customers.restricted") })).toBeVisible();
  await expect(page.getByTestId("customer-status")).toHaveText(t("codes.customerStatus.RESTRICTED"));
  // Restricting again is no longer offered; lifting and disabling are.
  await expect(standing.getByRole("button", { name: t("staff.customers.restrict") })).toHaveCount(0);
  await expect(standing.getByRole("button", { name: t("staff.customers.activate") })).toBeVisible();

  // The seller, in a browser of their own, in the run's language.
  const sellerContext = await browser.newContext();
  const seller = await sellerContext.newPage();
  const locale = localeOf(info);
  const tSeller = texts(locale);
  await loginAt(seller, "/userCenter", { email, password }, locale);
  await expect(seller.getByTestId("restricted")).toHaveText(tSeller("userCenter.restricted"));
  const login = await (
    await seller.request.post("/api/shop/user/login", { data: { account: email, password } })
  ).json();
  const refused = await seller.request.post("/api/shop/order/submit", {
    headers: { Authorization: `Bearer ${login.token}`, "Accept-Language": locale },
    data: { lines: [{ id: 1, goodsCount: 1 }] },
  });
  expect((await refused.json()).msg).toBe(tSeller("errors.noPermission"));
  await sellerContext.close();

  // Finance reads the customer's page but sees no status buttons, and the server refuses the change anyway.
  const financeContext = await browser.newContext();
  const financePage = await financeContext.newPage();
  const finance = demoStaff("finance");
  const tFinance = texts(finance.language);
  await staffSignIn(financePage, finance, localeOf(info), new URL(customerUrl).pathname);
  await expect(financePage.getByTestId("customer-status")).toHaveText(
    tFinance("codes.customerStatus.RESTRICTED"),
  );
  await expect(financePage.getByRole("form", { name: tFinance("staff.customers.standing") })).toHaveCount(0);
  const id = Number(/\/staff\/customers\/(\d+)$/.exec(customerUrl)![1]);
  const denied = await financePage.request.post("/api/staff/customers/status", {
    headers: { "sec-fetch-site": "same-origin", "accept-language": finance.language },
    data: { id, status: 0, reason: "経理から" },
  });
  expect((await denied.json()).msg).toBe(tFinance("errors.noPermission"));
  await financePage.reload();
  await expect(financePage.getByTestId("customer-status")).toHaveText(
    tFinance("codes.customerStatus.RESTRICTED"),
  );
  await financeContext.close();
});

test("support opens a seller's orders from their page as the seller reads them; the warehouse may not", async ({
  page,
  browser,
  request,
}, info) => {
  const { t, seller } = await supportOnDemoCustomer(page, request, info);
  const customerUrl = page.url();
  const newest = page.getByTestId("customer-orders").getByRole("link").first();
  const orderNo = (await newest.textContent())!.trim();
  await newest.click();
  await expect(page).toHaveURL(/\/staff\/orders\/\d+$/);
  const orderId = Number(/\/staff\/orders\/(\d+)$/.exec(page.url())![1]);

  // What the seller reads of the same order, through the shop's API.
  const order = (
    await seller.get<{
      orderNo: string;
      orderStatus: number;
      lines: unknown[];
      timeline: { actor: string }[];
    }>(`/shop/order/${orderId}`)
  ).data!;
  expect(order.orderNo).toBe(orderNo);

  await expect(page.getByRole("heading", { level: 1 })).toContainText(orderNo);
  await expect(page.getByTestId("order-status")).toHaveText(t(labelKeyOf("orderStatus", order.orderStatus)!));
  await expect(page.getByTestId("order-line")).toHaveCount(order.lines.length);
  await expect(page.getByTestId("order-timeline").getByTestId("timeline-entry")).toHaveCount(
    order.timeline.length,
  );
  // Who made each step, in the console's words (docs/glossary.md "People"): the seller's own steps are the
  // customer's (顧客 / Customer), not the seller's お客様 / "You" of their own order page.
  await expectStaffActors(page.getByTestId("order-timeline"), order.timeline, t);
  await page.getByTestId("order-customer").getByRole("link").click();
  await expect(page).toHaveURL(customerUrl);

  // An order number that does not exist: said inside the console, its menu still there, the way back to the desks.
  await page.goto("/staff/orders/2147483000");
  await expect(page.getByTestId("staff-not-found")).toContainText(t("notFound.title"));
  await expect(page.getByRole("navigation", { name: t("staff.menu.label") })).toBeVisible();
  await page
    .getByTestId("staff-not-found")
    .getByRole("link", { name: t("staff.menu.dashboard") })
    .click();
  await expect(page).toHaveURL(/\/staff$/);

  // The order's number alone, as a seller gives it on the phone: the search leads straight to it.
  await page.goto("/staff/customers");
  await page.getByLabel(t("staff.customers.searchLabel")).fill(orderNo);
  await page.getByRole("button", { name: t("staff.customers.search") }).click();
  await page.getByTestId("found-order").click();
  await expect(page).toHaveURL(new RegExp(`/staff/orders/${orderId}$`));
  await page.goto(customerUrl);

  // A defect's order, from the customer's problems: its defects as the seller's order lists them.
  await page.getByTestId("customer-problems").getByRole("link").first().click();
  await expect(page).toHaveURL(/\/staff\/orders\/\d+$/);
  const defective = Number(/\/staff\/orders\/(\d+)$/.exec(page.url())![1]);
  const withProblems = (await seller.get<{ problems: unknown[] }>(`/shop/order/${defective}`)).data!;
  expect(withProblems.problems.length).toBeGreaterThan(0);
  await expect(page.getByTestId("order-problem")).toHaveCount(withProblems.problems.length);

  // A thread from the seller's messages, answered or not: support opens it on the messages desk.
  await page.goto(customerUrl);
  const thread = page.getByTestId("customer-threads").getByRole("link").first();
  await thread.click();
  await expect(page).toHaveURL(/\/staff\/messages\/\d+$/);
  await expect(page.getByTestId("staff-thread-message").first()).toBeVisible();

  // Finance reads the same page with its pictures: the inspection photos are the seller's private files.
  const financeContext = await browser.newContext();
  const financePage = await financeContext.newPage();
  // Finance answers no messages: the seller's threads are listed without a way onto that desk.
  await staffSignIn(financePage, demoStaff("finance"), localeOf(info), new URL(customerUrl).pathname);
  await expect(financePage.getByTestId("customer-threads").getByRole("listitem").first()).toBeVisible();
  await expect(financePage.getByTestId("customer-threads").getByRole("link")).toHaveCount(0);
  await financePage.goto(`/staff/orders/${defective}`);
  const photos = financePage.locator('main img[src^="/uploads/"]');
  await expect(photos.first()).toBeAttached();
  for (const photo of await photos.all()) {
    await photo.scrollIntoViewIfNeeded();
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  }
  await financeContext.close();

  // The warehouse reads no customers: the console says so instead of the order.
  const floor = await browser.newContext();
  const warehousePage = await floor.newPage();
  const warehouse = demoStaff("warehouse");
  await staffSignIn(warehousePage, warehouse, localeOf(info), `/staff/orders/${orderId}`);
  await expect(
    warehousePage.getByRole("alert").filter({ hasText: texts(warehouse.language)("staff.dashboard.denied") }),
  ).toBeVisible();
  await expect(warehousePage.getByTestId("staff-order")).toHaveCount(0);
  await floor.close();
});

test("support opens a seller's packing list as the seller reads it; the owner goes on to its desk; the warehouse may not", async ({
  page,
  browser,
  request,
}, info) => {
  const { t, seller } = await supportOnDemoCustomer(page, request, info);
  const newest = page.getByTestId("customer-packing-lists").getByRole("link").first();
  const containerNo = (await newest.textContent())!.trim();
  await newest.click();
  await expect(page).toHaveURL(/\/staff\/containers\/\d+$/);
  const containerId = Number(/\/staff\/containers\/(\d+)$/.exec(page.url())![1]);

  // What the seller reads of the same packing list, through the shop's API.
  const container = (
    await seller.get<{
      containerNo: string;
      status: number;
      lines: { orderId: number }[];
      boxes: unknown[];
      timeline: { actor: string }[];
    }>(`/shop/container/getContainerInfo/${containerId}`)
  ).data!;
  expect(container.containerNo).toBe(containerNo);

  await expect(page.getByTestId("container-no")).toHaveText(containerNo);
  await expect(page.getByTestId("container-summary").getByTestId("container-status")).toHaveText(
    t(labelKeyOf("containerStatus", container.status)!),
  );
  await expect(page.getByTestId("container-line")).toHaveCount(container.lines.length);
  await expect(page.getByTestId("box")).toHaveCount(container.boxes.length);
  await expect(page.getByTestId("container-timeline").getByTestId("timeline-entry")).toHaveCount(
    container.timeline.length,
  );
  await expectStaffActors(page.getByTestId("container-timeline"), container.timeline, t);
  // Its number alone finds it too.
  const containerUrl = page.url();
  await page.goto("/staff/customers");
  await page.getByLabel(t("staff.customers.searchLabel")).fill(containerNo);
  await page.getByRole("button", { name: t("staff.customers.search") }).click();
  await page.getByTestId("found-packing-list").click();
  await expect(page).toHaveURL(containerUrl);
  // Support does not work the packing desk: no way there. A line's order opens the console's order page.
  await expect(page.getByTestId("container-on-desk")).toHaveCount(0);
  await page.getByTestId("line-order").first().click();
  await expect(page).toHaveURL(new RegExp(`/staff/orders/${container.lines[0].orderId}$`));

  // The owner, on a packing list the packing desk works on now: the page leads to its tab, with its card.
  const lists =
    (
      await seller.get<{ id: number; status: number; containerNo: string }>(
        "/shop/container/h5/getAllContainerList",
        {
          pageNum: 1,
          pageSize: 50,
        },
      )
    ).rows ?? [];
  const onDesk = lists.find((c) => packingStepOf(c.status))!;
  const step = packingStepOf(onDesk.status)!;
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  await staffSignIn(ownerPage, demoStaff("owner"), localeOf(info), `/staff/containers/${onDesk.id}`);
  await ownerPage.getByTestId("container-on-desk").click();
  await expect(ownerPage).toHaveURL(new RegExp(`/staff/packing\\?step=${step}&q=${onDesk.containerNo}$`));
  const card = ownerPage.locator(`[data-testid="packing-list"][data-container-id="${onDesk.id}"]`);
  await expect(card).toBeVisible();
  // and back from the desk's card, by its number
  await card.getByRole("link").first().click();
  await expect(ownerPage).toHaveURL(new RegExp(`/staff/containers/${onDesk.id}$`));
  await ownerContext.close();

  // The warehouse packs it but reads no customers: the console says so instead of the seller's page of it.
  const floor = await browser.newContext();
  const warehousePage = await floor.newPage();
  const warehouse = demoStaff("warehouse");
  await staffSignIn(warehousePage, warehouse, localeOf(info), `/staff/containers/${onDesk.id}`);
  await expect(
    warehousePage.getByRole("alert").filter({ hasText: texts(warehouse.language)("staff.dashboard.denied") }),
  ).toBeVisible();
  await expect(warehousePage.getByTestId("staff-container")).toHaveCount(0);
  // nor does the desk's card lead there
  await warehousePage.goto(`/staff/packing?step=${step}&q=${onDesk.containerNo}`);
  const floorCard = warehousePage.locator(`[data-testid="packing-list"][data-container-id="${onDesk.id}"]`);
  await expect(floorCard).toBeVisible();
  await expect(floorCard.locator('a[href^="/staff/containers/"]')).toHaveCount(0);
  await floor.close();
});
