import { ORDER_STATUS, PAYMENT_METHOD } from "@/lib/codes";
import { paypalFeeYen } from "@/lib/wallet/constants";
import { E2E_PAYPAL_PORT } from "../../playwright.config";
import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { test, expect, ownClientAddress, type Mailbox } from "./fixtures";
import {
  OPERATOR_SKIP_REASON,
  addCheapLine,
  localeOf,
  loginAt,
  newSeller,
  operator,
  texts,
  type SellerApi,
} from "./journeys";

/**
 * SPEC §4 payment methods 2 and 3 for orders (docs/wallet.md "Paying orders by PayPal or bank transfer"):
 * the seller chooses PayPal or bank transfer on /cart/submit, pays on /bundle, and the order is paid — and
 * records that method — the moment the money is credited.
 */

test.use(ownClientAddress());

type OrderView = { orderNo: string; totalYen: number; orderStatus: number; paymentMethod: number | null };

const orderOf = async (api: SellerApi, id: number) => (await api.get<OrderView>(`/shop/order/${id}`)).data!;
const balanceOf = async (api: SellerApi) =>
  (await api.get<{ balance: number }>("/shop/customer/getCustomerInfo")).data!.balance;
const yen = (n: number) => n.toLocaleString("en-US");

/**
 * A fresh seller with 100 yen orders one cheap line on /cart/submit choosing PayPal or bank transfer (its
 * explanation shown) and lands on /bundle with that method: the seller, the texts and the order id.
 */
async function orderToPayBy(
  page: Page,
  fixtures: { request: APIRequestContext; mailbox: Mailbox },
  info: TestInfo,
  method: "PAYPAL" | "BANK_TRANSFER",
) {
  const locale = localeOf(info);
  const t = texts(locale);
  const seller = await newSeller(
    fixtures.request,
    fixtures.mailbox,
    method === "PAYPAL" ? "pay-paypal" : "pay-bank",
    100,
  );
  const lineId = await addCheapLine(seller.api, 1);
  await loginAt(page, `/cart/submit?ids=${lineId}`, seller, locale);
  await page.getByRole("radio", { name: t(`codes.paymentMethod.${method}`), exact: true }).check();
  await expect(
    page.getByText(t(method === "PAYPAL" ? "orderPage.paypalExplain" : "orderPage.bankExplain")),
  ).toBeVisible();
  await page.getByRole("button", { name: t("orderPage.submitOrder"), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/bundle\\?ids=\\d+&method=${PAYMENT_METHOD[method]}$`));
  return { seller, t, orderId: Number(new URL(page.url()).searchParams.get("ids")) };
}

test("PayPal pays what the balance does not: the order is paid and records PayPal", async ({
  page,
  request,
  mailbox,
}, info) => {
  test.skip(!process.env.DATABASE_URL, OPERATOR_SKIP_REASON);
  const { seller, t, orderId } = await orderToPayBy(page, { request, mailbox }, info, "PAYPAL");
  const order = await orderOf(seller.api, orderId);
  expect(order.paymentMethod).toBeNull();

  // PayPal is preselected; the 100 yen balance pays first, PayPal the rest (plus its fee).
  const methods = page.getByTestId("pay-methods");
  await expect(
    methods.getByRole("radio", { name: t("codes.paymentMethod.PAYPAL"), exact: true }),
  ).toBeChecked();
  await expect(methods.getByTestId("use-balance-first")).toBeChecked();
  const due = order.totalYen - 100;
  await expect(methods.getByTestId("paypal-amount-due")).toContainText(`${yen(due)}`);
  await methods
    .getByRole("button", { name: t("orderPage.payByPaypal", { amount: yen(due + paypalFeeYen(due)) }) })
    .click();
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${E2E_PAYPAL_PORT}/checkoutnow\\?token=`));
  await page.getByRole("button", { name: "Pay Now" }).click();

  await expect(page).toHaveURL(/\/pay\/status\?topUpNo=TU\w+&token=\w+&PayerID=\w+$/);
  await expect(page.getByTestId("pay-success")).toBeVisible();
  await expect(page.getByTestId("credited-amount")).toHaveText(new RegExp(yen(due)));
  await expect(page.getByTestId("purpose-outcome")).toContainText(
    t("walletPage.purposePaid", { orders: 1, bills: 0 }),
  );
  await expect(page.getByTestId("new-balance")).toHaveText(/^(¥0|0円)$/);

  await page.getByRole("link", { name: t("orderPage.toOrderList") }).click();
  await expect(page).toHaveURL(/\/order\/orderList/);
  await page.goto(`/order/orderDetails?id=${orderId}`);
  const details = page.getByTestId("order-details");
  await expect(details.getByTestId("order-status")).toHaveText(t("codes.orderStatus.AWAITING_PURCHASE"));
  await expect(details).toContainText(t("codes.paymentMethod.PAYPAL"));
  const paid = await orderOf(seller.api, orderId);
  expect(paid.paymentMethod).toBe(PAYMENT_METHOD.PAYPAL);
  expect(await balanceOf(seller.api)).toBe(0);
});

test("a bank transfer for the whole amount: the order is paid when the agent confirms the transfer", async ({
  page,
  request,
  mailbox,
}, info) => {
  test.skip(!process.env.DATABASE_URL, OPERATOR_SKIP_REASON);
  const { seller, t, orderId } = await orderToPayBy(page, { request, mailbox }, info, "BANK_TRANSFER");
  const { totalYen } = await orderOf(seller.api, orderId);

  // Without the balance the transfer is the whole amount; the transfer screen fixes it.
  const methods = page.getByTestId("pay-methods");
  await methods.getByTestId("use-balance-first").uncheck();
  await expect(methods.getByTestId("bank-amount-due")).toContainText(yen(totalYen));
  await methods.getByRole("button", { name: t("orderPage.payByBank", { amount: yen(totalYen) }) }).click();
  await expect(page).toHaveURL(
    new RegExp(`/account/accountPayZcl\\?amount=${totalYen}&cover=whole&orderIds=${orderId}$`),
  );
  const purpose = page.getByTestId("transfer-purpose");
  await expect(purpose).toContainText(t("walletPage.purposeItems", { orders: 1, bills: 0 }));
  await expect(purpose).toContainText(yen(totalYen));
  await page.getByRole("button", { name: t("walletPage.submitBank") }).click();
  await expect(page.getByTestId("purpose-after-confirm")).toHaveText(
    t("walletPage.purposeAfterConfirm", { orders: 1, bills: 0 }),
  );
  const topUpNo = (await page.getByTestId("top-up-no").innerText()).trim();
  expect((await orderOf(seller.api, orderId)).orderStatus).toBe(ORDER_STATUS.AWAITING_PAYMENT);

  expect(await operator("op:topup-approve", topUpNo, "e2e")).toContain(`approved ${topUpNo}`);
  const paid = await orderOf(seller.api, orderId);
  expect(paid.paymentMethod).toBe(PAYMENT_METHOD.BANK_TRANSFER);
  expect(await balanceOf(seller.api)).toBe(100);
  await page.goto(`/order/orderDetails?id=${orderId}`);
  const details = page.getByTestId("order-details");
  await expect(details.getByTestId("order-status")).toHaveText(t("codes.orderStatus.AWAITING_PURCHASE"));
  await expect(details).toContainText(t("codes.paymentMethod.BANK_TRANSFER"));
});

test("a restricted seller reads as before, but paying answers 'currently no permission'", async ({
  page,
  request,
  mailbox,
}, info) => {
  test.skip(!process.env.DATABASE_URL, OPERATOR_SKIP_REASON);
  const locale = localeOf(info);
  const t = texts(locale);
  const seller = await newSeller(request, mailbox, "restricted", 60_000);
  const lineId = await addCheapLine(seller.api, 1);
  const submitted = await seller.api.post<{ orderIds: number[] }>("/shop/order/submit", {
    lines: [{ id: lineId, goodsCount: 1 }],
  });
  const orderId = submitted.data!.orderIds[0];
  expect(await operator("op:customer", "restrict", seller.email, "e2e: payment dispute")).toContain(
    "restricted",
  );

  await loginAt(page, "/userCenter", seller, locale);
  await expect(page.getByTestId("restricted")).toHaveText(t("userCenter.restricted"));
  await page.goto(`/bundle?ids=${orderId}`);
  await page.getByRole("button", { name: t("orderPage.payWithBalance") }).click();
  await expect(page.getByTestId("toast").filter({ hasText: t("errors.noPermission") })).toBeVisible();
  expect((await orderOf(seller.api, orderId)).orderStatus).toBe(ORDER_STATUS.AWAITING_PAYMENT);

  expect(await operator("op:customer", "activate", seller.email, "e2e: dispute closed")).toContain("active");
  await page.goto(`/bundle?ids=${orderId}`);
  await page.getByRole("button", { name: t("orderPage.payWithBalance") }).click();
  await expect
    .poll(async () => (await orderOf(seller.api, orderId)).paymentMethod)
    .toBe(PAYMENT_METHOD.BALANCE);
});

test("the pay status pages opened without a payment are neutral, not a failure", async ({ page }, info) => {
  const locale = localeOf(info);
  const t = texts(locale);
  await loginAt(page, "/pay-status", { email: "demo@example.com", password: "Demo1234" }, locale);
  await expect(page.getByTestId("pay-status-empty")).toContainText(t("payStatus.nothingTitle"));
  await expect(page.getByText(t("spec.paymentFailed"))).toHaveCount(0);
  await page.goto("/pay/status");
  await expect(page.getByTestId("pay-status-empty")).toContainText(t("payStatus.nothingTitle"));
  await expect(page.getByRole("link", { name: t("walletPage.toTopUpRecords") })).toBeVisible();
});
