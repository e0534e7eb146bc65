import { CONTAINER_STATUS, ORDER_STATUS } from "@/lib/codes";
import { test, expect, toast, ownClientAddress } from "./fixtures";
import {
  OPERATOR_SKIP_REASON,
  PNG,
  localeOf,
  loginAt,
  newSeller,
  operator,
  orderAndPay,
  storeOrder,
  texts,
} from "./journeys";

/**
 * Issue 10's journey, on phone (Japanese) and desktop (English): stored goods are chosen for an FBA
 * shipment, the form refuses a missing FNSKU and an unprinted trade label, the label is uploaded and
 * printed, the packing list is submitted with the estimate the screen showed; the agent confirms, packs,
 * bills with an extra fee and dispatches (operator commands in a second process); the seller pays the bill
 * from the balance and follows each box to customs clearance.
 */
test.use(ownClientAddress());

/** The fixed part of a message with a {goods} value (the goods name is the screen's own). */
const fixedPart = (message: string) =>
  message
    .split("{goods}")
    .map((s) => s.replace(/^[「“」”\s]+|[「“」”\s]+$/g, ""))
    .sort((a, b) => b.length - a.length)[0];

type ContainerInfo = {
  id: number;
  containerNo: string;
  status: number;
  estimateYen: number;
  totalYen: number;
};
type Balance = { balance: number };

test("stored goods go to FBA: label printed, packing list billed, paid and followed to clearance", async ({
  page,
  request,
  mailbox,
}, info) => {
  test.skip(!process.env.DATABASE_URL, OPERATOR_SKIP_REASON);
  test.setTimeout(240_000);
  const locale = localeOf(info);
  const t = texts(locale);
  const seller = await newSeller(request, mailbox, "shipment", 80_000);
  const orderId = await orderAndPay(seller.api, 3);
  const order = (await seller.api.get<{ orderNo: string }>(`/shop/order/${orderId}`)).data!;

  // ── the agent buys, receives, inspects (all pieces pass) and stores the goods ──
  await storeOrder(orderId, "shipment", "YTO");

  // The importer of record (SPEC §5: an FBA shipment clears customs in its name); the first one is the default.
  const importer = await seller.api.post("/system/shopClearance", {
    importerName: "山田 太郎",
    customsCode: "P123456789012",
    phone: "090-1234-5678",
    postalCode: "150-0002",
    address: "東京都渋谷区渋谷2-15-1",
  });
  expect(importer.code, importer.msg).toBe(200);

  // ── the seller chooses the stored order ──
  await loginAt(page, "/apply-goods", seller, locale);
  const stored = page.locator(`[data-testid="stored-order"][data-order-no="${order.orderNo}"]`);
  await stored.getByTestId("stored-order-check").check();
  await expect(page.getByTestId("selection-summary")).toBeVisible();
  await page.getByTestId("to-shipment").click();
  await expect(page).toHaveURL(/\/shipment$/);
  await expect(page.getByTestId("shipment-line")).toHaveCount(1);

  // ── FBA destination; the rules speak before anything is sent ──
  await page.getByTestId("destination-fba").check();
  await page.getByTestId("fba-shipment-id").fill("FBA15E2ESHIP");
  await page.getByTestId("submit-shipment").click();
  await expect(toast(page, fixedPart(t("validation.shipping.fnskuRequired")))).toBeVisible();
  await page.getByTestId("shipment-line").getByTestId("ship-fnsku").fill("X00E2ESHIP");
  await page.getByTestId("submit-shipment").click();
  await expect(toast(page, fixedPart(t("validation.shipping.tradeLabelMissing")))).toBeVisible();
  await expect(page.getByTestId("label-rule")).toHaveAttribute("data-ok", "false");

  // ── the trade label: uploaded, then printed (the print opens the file in a new tab) ──
  await expect(page.getByTestId("label-type")).toHaveValue("trade");
  await page
    .getByTestId("label-upload")
    .locator('input[type="file"]')
    .setInputFiles({ name: "trade-label.png", mimeType: "image/png", buffer: PNG });
  const label = page.getByTestId("label-row").first();
  await expect(label).toHaveAttribute("data-printed", "false");
  await page.getByTestId("submit-shipment").click();
  await expect(toast(page, fixedPart(t("validation.shipping.tradeLabelNotPrinted")))).toBeVisible();
  const printed = page.waitForEvent("popup");
  await label.getByTestId("label-print").click();
  await (await printed).close();
  await expect(label).toHaveAttribute("data-printed", "true");
  await expect(page.getByTestId("label-rule")).toHaveAttribute("data-ok", "true");

  // ── the estimate shown is the estimate stored ──
  const estimate = page.getByTestId("estimate-total");
  await expect(estimate).toHaveAttribute("data-yen", /^[1-9]\d*$/);
  const estimateYen = Number(await estimate.getAttribute("data-yen"));
  await page.getByTestId("submit-shipment").click();
  await expect(page).toHaveURL(/\/batchDetails\?id=\d+$/);
  const containerId = Number(new URL(page.url()).searchParams.get("id"));
  const submitted = (await seller.api.get<ContainerInfo>(`/shop/container/getContainerInfo/${containerId}`))
    .data!;
  expect(submitted.status).toBe(CONTAINER_STATUS.AWAITING_CONFIRMATION);
  expect(submitted.estimateYen).toBe(estimateYen);
  await expect(page.getByText(submitted.containerNo).first()).toBeVisible();
  const inList = await seller.api.get<{ orderStatus: number }>(`/shop/order/${orderId}`);
  expect(inList.data!.orderStatus).toBe(ORDER_STATUS.AWAITING_DISPATCH);

  // ── the agent confirms the FBA shipment, packs and bills with a fee of its own ──
  await operator("op:packing", "confirm", String(containerId));
  await operator("op:packing", "start", String(containerId));
  await operator("op:pack", String(containerId), "--auto");
  await operator("op:packing", "bill", String(containerId), "--fee", "500:e2e repacking");

  // ── the seller reads the bill and pays it from the balance ──
  const before = (await seller.api.get<Balance>("/shop/customer/getCustomerInfo")).data!.balance;
  await page.goto(`/batchBill?id=${containerId}`);
  const total = page.getByTestId("bill-total");
  await expect(total).toHaveAttribute("data-yen", /^[1-9]\d*$/);
  const billYen = Number(await total.getAttribute("data-yen"));
  await expect(page.locator('[data-testid="bill-line"][data-kind="other"]')).toContainText("500");
  await expect(page.getByTestId("estimate-comparison")).toBeVisible();
  await page.getByTestId("pay-bill-button").click();
  await expect(page.getByTestId("bill-paid")).toBeVisible();
  const after = (await seller.api.get<Balance>("/shop/customer/getCustomerInfo")).data!.balance;
  expect(before - after).toBe(billYen);

  // ── dispatched box by box, then cleared by Japanese customs ──
  await operator("op:dispatch", String(containerId), "--auto");
  await page.goto(`/batchDetails-details?id=${containerId}`);
  const boxes = page.getByTestId("box");
  await expect(boxes.first()).toBeVisible();
  await expect(page.getByTestId("box-tracking").first()).toHaveAttribute("data-state", "notRegistered");
  await operator("op:packing", "cleared", String(containerId));
  await page.reload();
  const states = page.getByTestId("box-tracking");
  await expect(states.first()).toHaveAttribute("data-state", "cleared");
  for (const state of await states.all()) await expect(state).toHaveAttribute("data-state", "cleared");
  await expect(page.getByTestId("tracking-link").first()).toHaveAttribute("href", /^https?:\/\//);
  const shipped = await seller.api.get<{ orderStatus: number }>(`/shop/order/${orderId}`);
  expect(shipped.data!.orderStatus).toBe(ORDER_STATUS.DISPATCHED);
});
