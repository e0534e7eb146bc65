import { ORDER_STATUS } from "@/lib/codes";
import { test, expect, ownClientAddress, toast } from "./fixtures";
import { OPERATOR_SKIP_REASON, bringToWarehouse, newSeller, orderAndPay, texts } from "./journeys";
import { demoStaff, staffSignIn } from "./staff-fixtures";

/**
 * A parcel that matches no order (docs/warehouse.md "Receiving"), on the warehouse's phone in the
 * member's Chinese and on a desktop: its number is recorded with the label's words and the weight; later the
 * order is found by its number on the unmatched list and the parcel's pieces recorded as its arrival; the parcel
 * moves to the matched tab, and the seller's order has arrived.
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
  await page.getByLabel(tw("staff.receiving.trackingNo")).fill(relabelled);
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
  const scan = page.getByLabel(tw("staff.receiving.trackingNo"));
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
