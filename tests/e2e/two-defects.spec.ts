import { ORDER_STATUS, PROBLEM_HANDLING } from "@/lib/codes";
import { test, expect, ownClientAddress } from "./fixtures";
import {
  OPERATOR_SKIP_REASON,
  bringToWarehouse,
  localeOf,
  loginAt,
  newSeller,
  operator,
  orderAndPay,
  photoFile,
  texts,
} from "./journeys";

/**
 * Issue 27: two defects on one order are decided one by one on the screens. The first choice leaves the
 * order waiting and says so; the second defect still offers its choices; the last choice starts the
 * handlings (the split first), and the first one's turn comes after it.
 */
test.use(ownClientAddress());

test("a second defect keeps its choices after the first is decided", async ({
  page,
  request,
  mailbox,
}, info) => {
  test.skip(!process.env.DATABASE_URL, OPERATOR_SKIP_REASON);
  test.setTimeout(180_000);
  const locale = localeOf(info);
  const t = texts(locale);
  const seller = await newSeller(request, mailbox, "defects");
  const orderId = await orderAndPay(seller.api, 4);
  const order = (await seller.api.get<{ lines: { id: number }[] }>(`/shop/order/${orderId}`)).data!;
  const lineId = order.lines[0].id;

  await bringToWarehouse(orderId, "two-defects");
  const inspected = await operator(
    "op:inspect",
    String(orderId),
    "--photo",
    photoFile("two-defects"),
    "--defect",
    `${lineId}:damaged:1:scratch`,
    "--defect",
    `${lineId}:flawed:1:stain`,
  );
  const [first, second] = inspected
    .match(/problems #([\d, #]+)/)![1]
    .split(/[ ,#]+/)
    .filter(Boolean)
    .map(Number);

  // ── the first defect: exchange; the order waits for the second ──
  await loginAt(page, `/account/badApply?id=${first}`, seller, locale);
  await page.locator(`[data-handling="${PROBLEM_HANDLING.EXCHANGE}"] input`).check();
  await page.getByTestId("apply-quantity").fill("1");
  await page.getByRole("button", { name: t("problemPage.submitApply") }).click();
  await page
    .getByRole("alertdialog")
    .getByRole("button", { name: t("common.confirm") })
    .click();
  await expect(page).toHaveURL(new RegExp(`/order/orderBadDetails\\?id=${first}$`));
  await expect(page.getByTestId("application-queued")).toHaveText(t("problemPage.queued"));
  const waiting = await seller.api.get<{ orderStatus: number }>(`/shop/order/${orderId}`);
  expect(waiting.data!.orderStatus).toBe(ORDER_STATUS.DEFECT_PENDING);

  // ── the second defect still offers its choices, and takes one ──
  await page.goto(`/order/orderBadDetails?id=${second}`);
  await expect(page.getByTestId("choose-handling")).toBeVisible();
  await page.goto(`/account/badApply?id=${second}`);
  await expect(page.getByTestId("not-choosing")).toHaveCount(0);
  await page.locator(`[data-handling="${PROBLEM_HANDLING.PARTIAL_RETURN}"] input`).check();
  await page.getByTestId("apply-quantity").fill("1");
  await page.getByRole("button", { name: t("problemPage.submitApply") }).click();
  await page
    .getByRole("alertdialog")
    .getByRole("button", { name: t("common.confirm") })
    .click();
  await expect(page).toHaveURL(new RegExp(`/order/orderBadDetails\\?id=${second}$`));
  const started = await seller.api.get<{ orderStatus: number }>(`/shop/order/${orderId}`);
  expect(started.data!.orderStatus).toBe(ORDER_STATUS.PENDING_PARTIAL_RETURN);

  // ── the split goes first; then the exchange is the one being carried out ──
  await operator("op:problem", "split", String(second));
  await page.goto(`/order/orderBadDetails?id=${first}`);
  await expect(page.getByTestId("application")).toBeVisible();
  await expect(page.getByTestId("application-queued")).toHaveCount(0);
  const exchanging = await seller.api.get<{ orderStatus: number }>(`/shop/order/${orderId}`);
  expect(exchanging.data!.orderStatus).toBe(ORDER_STATUS.EXCHANGE_AWAITING_RETURN);
});
