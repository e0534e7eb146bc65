import type { Page } from "@playwright/test";
import { ORDER_STATUS } from "@/lib/codes";
import { test, expect, ownClientAddress, toast } from "./fixtures";
import { OPERATOR_SKIP_REASON, bringToWarehouse, newSeller, orderAndPay, texts } from "./journeys";
import { demoStaff, staffSignIn } from "./staff-fixtures";

/**
 * The receiving desk (docs/warehouse.md "Receiving"), on the warehouse's phone in the member's Chinese and on a
 * desktop. The parcels expected: the dashboard's tile opens the desk, whose list has as many as the tile counts;
 * tapping one opens its order as a scan would, and an order number scanned or typed in the one scan field opens
 * its order too (an unknown one is "not found"); a scan too long is refused with the limit, never cut. A parcel
 * that matches no order: its number is recorded with the label's words and the weight; later the order is found
 * by its number on the unmatched list and the parcel's pieces recorded as its arrival; the parcel moves to the
 * matched tab, and the seller's order has arrived.
 */
test.use(ownClientAddress());

test("a parcel no order knows is recorded, then matched to its order from the unmatched list", async ({
  page,
  request,
  mailbox,
}) => {
  test.skip(!process.env.DATABASE_URL, OPERATOR_SKIP_REASON);
  const warehouse = demoStaff("warehouse");
  const tw = texts(warehouse.language);
  const seller = await newSeller(request, mailbox, "unmatched", 30_000);
  const orderId = await orderAndPay(seller.api, 2);
  const { orderNo } = (await seller.api.get<{ orderNo: string }>(`/shop/order/${orderId}`)).data!;
  await bringToWarehouse(orderId, "unmatched", { arrive: false });
  // The courier relabelled the parcel: its number is none the supplier gave.
  const relabelled = `SF${Date.now()}${Math.floor(Math.random() * 100)}`;

  // ── receiving: no order awaits this number; it is recorded as an unmatched parcel ──
  await staffSignIn(page, warehouse, "zh-cn", "/staff/receiving");
  await page.getByLabel(tw("staff.receiving.scanLabel")).fill(relabelled);
  await page.getByRole("button", { name: tw("staff.receiving.open") }).click();
  await expect(page.getByTestId("no-match")).toHaveText(
    tw("staff.receiving.noMatch", { trackingNo: relabelled }),
  );
  const form = page.getByTestId("unmatched-form");
  await form.getByRole("button", { name: tw("staff.receiving.unmatchedSave") }).click();
  await expect(toast(page, tw("validation.receiving.weight"))).toBeVisible();
  await form.getByLabel(tw("staff.receiving.weight")).fill("850");
  await form.getByLabel(tw("staff.receiving.carrier")).fill("顺丰");
  await form.getByLabel(tw("staff.receiving.labelText")).fill(`收件人：山田 ${orderNo}`);
  await form.getByRole("button", { name: tw("staff.receiving.unmatchedSave") }).click();
  await expect(toast(page, tw("staff.receiving.unmatchedRecorded"))).toBeVisible();
  // Ready for the next parcel; the same number scanned again says it was recorded.
  const scan = page.getByLabel(tw("staff.receiving.scanLabel"));
  await expect(scan).toHaveValue("");
  await expect(form).toHaveCount(0);
  await scan.fill(relabelled);
  await page.getByRole("button", { name: tw("staff.receiving.open") }).click();
  await expect(page.getByTestId("already-unmatched")).toBeVisible();
  await expect(form).toHaveCount(0);

  // ── the unmatched list: the parcel's label and weight; its order found by number, both pieces arrived ──
  await page
    .getByRole("link", { name: tw("staff.receiving.unmatchedList") })
    .first()
    .click();
  await expect(page).toHaveURL(/\/staff\/receiving\/unmatched/);
  const parcel = page.getByTestId("unmatched-row").filter({ hasText: relabelled });
  await expect(parcel).toContainText(tw("staff.receiving.unmatched.grams", { grams: "850" }));
  await expect(parcel).toContainText(orderNo);
  await parcel.getByRole("button", { name: tw("staff.receiving.unmatched.start") }).click();
  await parcel.getByLabel(tw("staff.receiving.unmatched.orderNo")).fill(orderNo);
  await parcel.getByRole("button", { name: tw("staff.receiving.unmatched.find") }).click();
  await expect(parcel.getByLabel(tw("staff.receiving.piecesNow"))).toHaveValue("2");
  await parcel.getByRole("button", { name: tw("staff.receiving.unmatched.match", { orderNo }) }).click();
  await expect(toast(page, tw("staff.receiving.matched"))).toBeVisible();
  await expect(parcel).toHaveCount(0);

  await page.getByRole("button", { name: tw("staff.receiving.unmatched.tabs.matched") }).click();
  const matched = page.getByTestId("unmatched-row").filter({ hasText: relabelled });
  await expect(matched).toContainText(orderNo);
  await expect(matched.getByRole("button", { name: tw("staff.receiving.unmatched.start") })).toHaveCount(0);

  const order = (await seller.api.get<{ orderStatus: number }>(`/shop/order/${orderId}`)).data!;
  expect(order.orderStatus).toBe(ORDER_STATUS.ARRIVED);
});

/** The dashboard's "arrivals expected" count, as its tile shows it. */
async function expectedOnDashboard(page: Page) {
  await page.goto("/staff");
  const tile = page.getByTestId("queue-arrivalsExpected");
  return { tile, count: Number((await tile.getByTestId("queue-count").textContent())!.replace(/\D/g, "")) };
}

test("the parcels expected: as many as the dashboard counts; a tap or an order number in the scan field opens the order", async ({
  page,
  request,
  mailbox,
}) => {
  test.skip(!process.env.DATABASE_URL, OPERATOR_SKIP_REASON);
  const warehouse = demoStaff("warehouse");
  const tw = texts(warehouse.language);
  const seller = await newSeller(request, mailbox, "expected", 30_000);
  const orders: { id: number; orderNo: string; trackingNo: string }[] = [];
  for (const pieces of [2, 3]) {
    const id = await orderAndPay(seller.api, pieces);
    const { orderNo } = (await seller.api.get<{ orderNo: string }>(`/shop/order/${id}`)).data!;
    orders.push({ id, orderNo, trackingNo: await bringToWarehouse(id, "expected", { arrive: false }) });
  }
  const [typed, tapped] = orders;

  // ── the dashboard's tile opens the desk, whose list has as many parcels as the tile counts ──
  await staffSignIn(page, warehouse, "zh-cn", "/staff");
  const before = await expectedOnDashboard(page);
  expect(before.count).toBeGreaterThanOrEqual(2);
  await before.tile.getByRole("link").click();
  await expect(page).toHaveURL(/\/staff\/receiving$/);
  const list = page.getByTestId("expected-arrivals");
  await expect(list.getByRole("heading", { name: tw("staff.receiving.expected.title") })).toBeVisible();
  await expect(list.getByRole("navigation")).toContainText(tw("staff.pager.total", { total: before.count }));
  // The newest shipments come last (oldest first): page on until this seller's parcel shows.
  const card = list.getByTestId("expected-arrival").filter({ hasText: tapped.orderNo });
  while (!(await card.isVisible())) await list.getByRole("button", { name: tw("staff.pager.next") }).click();
  await expect(card).toContainText(seller.email);
  await expect(card).toContainText(`ZTO · ${tapped.trackingNo}`);
  await expect(card).toContainText(tw("staff.receiving.expected.shipped", { time: "" }).trim());

  // ── a tap puts the order number in the scan field and opens the order; its pieces are recorded ──
  await card
    .getByRole("button", { name: tw("staff.receiving.expected.receive", { orderNo: tapped.orderNo }) })
    .click();
  const scan = page.getByLabel(tw("staff.receiving.scanLabel"));
  await expect(scan).toHaveValue(tapped.orderNo);
  const parcel = page.getByTestId("receiving-order");
  await expect(parcel.getByRole("heading")).toContainText(
    tw("staff.receiving.order", { orderNo: tapped.orderNo }),
  );
  await expect(page.getByTestId("found-by-order-no")).toHaveText(
    tw("staff.receiving.byOrderNo", { orderNo: tapped.orderNo }),
  );
  await expect(parcel.getByLabel(tw("staff.receiving.piecesNow"))).toHaveValue("3");
  await parcel.getByRole("button", { name: tw("staff.receiving.record") }).click();
  await expect(page.getByRole("status").filter({ hasText: tapped.orderNo })).toHaveText(
    tw("staff.receiving.done", { orderNo: tapped.orderNo, pieces: 3 }),
  );
  await expect(scan).toHaveValue("");
  await expect(list.getByTestId("expected-arrival").filter({ hasText: tapped.orderNo })).toHaveCount(0);

  // ── a scan too long is refused with the limit; the field keeps every character the scanner typed ──
  const long = `ZT${"7".repeat(39)}`;
  await scan.pressSequentially(long);
  await expect(scan).toHaveValue(long);
  await scan.press("Enter");
  await expect(toast(page, tw("validation.textTooLong", { max: 40 }))).toBeVisible();
  await expect(scan).toHaveAttribute("aria-invalid", "true");
  await expect(scan).toHaveValue(long);
  await expect(page.getByTestId("no-match")).toHaveCount(0);

  // ── an order number no order has: "not found", and nothing to record ──
  const unknown = `PO20261127${String(Date.now()).slice(-8)}`;
  await scan.fill(unknown);
  await scan.press("Enter");
  await expect(page.getByTestId("lookup-refused")).toHaveText(
    tw("staff.receiving.errors.orderNoNotFound", { orderNo: unknown }),
  );
  await expect(page.getByTestId("unmatched-form")).toHaveCount(0);
  await expect(page.getByTestId("no-match")).toHaveCount(0);

  // ── our order number typed (in lower case, as a worker may) opens its order as a scan does ──
  await scan.fill(typed.orderNo.toLowerCase());
  await scan.press("Enter");
  await expect(parcel.getByRole("heading")).toContainText(
    tw("staff.receiving.order", { orderNo: typed.orderNo }),
  );
  await expect(parcel).toContainText(`ZTO · ${typed.trackingNo}`);
  await parcel.getByRole("button", { name: tw("staff.receiving.record") }).click();
  await expect(page.getByRole("status").filter({ hasText: typed.orderNo })).toHaveText(
    tw("staff.receiving.done", { orderNo: typed.orderNo, pieces: 2 }),
  );

  // ── both arrived: the list and the dashboard count two fewer ──
  await expect(list.getByRole("navigation")).toContainText(
    tw("staff.pager.total", { total: before.count - 2 }),
  );
  expect((await expectedOnDashboard(page)).count).toBe(before.count - 2);
  for (const o of orders) {
    const order = (await seller.api.get<{ orderStatus: number }>(`/shop/order/${o.id}`)).data!;
    expect(order.orderStatus).toBe(ORDER_STATUS.ARRIVED);
  }
});
