import { PROBLEM_HANDLING, TRANSACTION_TYPE } from "@/lib/codes";
import { PROBLEM_FEES } from "@/lib/problems/handling-rules";
import { test, expect, toast, ownClientAddress } from "./fixtures";
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
 * Issue 9's journey, on phone (Japanese) and desktop (English): the agent buys, receives and inspects the
 * goods with photos and finds a defect (operator commands in a second process); the seller sees the photos,
 * opens the bad order, chooses a partial return, the agent splits it off and quotes the fee, the seller pays
 * it from the balance and sees the ledger; feedback on the problem is sent and answered.
 */
test.use(ownClientAddress());

test("the warehouse inspects with photos, the seller returns part of a defect and pays the fee", async ({
  page,
  request,
  mailbox,
}, info) => {
  test.skip(!process.env.DATABASE_URL, OPERATOR_SKIP_REASON);
  test.setTimeout(180_000);
  const locale = localeOf(info);
  const t = texts(locale);
  const seller = await newSeller(request, mailbox, "warehouse");
  const orderId = await orderAndPay(seller.api, 4);
  const order = (await seller.api.get<{ lines: { id: number }[] }>(`/shop/order/${orderId}`)).data!;
  const lineId = order.lines[0].id;

  // ── the agent: purchase, the supplier's parcel, arrival, inspection with a photo and 2 damaged pieces ──
  const photo = photoFile("inspection");
  const trackingNo = await bringToWarehouse(orderId, "inspection");
  const inspected = await operator(
    "op:inspect",
    String(orderId),
    "--photo",
    photo,
    "--defect",
    `${lineId}:damaged:2:box crushed`,
  );
  const problemId = Number(inspected.match(/problems #(\d+)/)![1]);

  // ── the seller sees the counts and the inspection photo in order details ──
  await loginAt(page, `/order/orderDetails?id=${orderId}`, seller, locale);
  await expect(page.getByTestId("domestic-tracking")).toContainText(trackingNo);
  const line = page.getByTestId("line-warehouse");
  await expect(line).toBeVisible();
  await line.getByTestId("line-inspection-photos").getByRole("button").first().click();
  const lightbox = page.getByTestId("lightbox");
  await expect(lightbox).toBeVisible();
  await expect(lightbox.getByTestId("lightbox-image")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(lightbox).toHaveCount(0);
  await expect(page.getByTestId("order-problem")).toHaveCount(1);

  // ── the bad order, its choices and the partial return of both damaged pieces ──
  await page.goto("/order/orderBad");
  const card = page.locator(`[data-problem-id="${problemId}"]`);
  await expect(card).toBeVisible();
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/order/orderBadDetails\\?id=${problemId}$`));
  await expect(page.getByTestId("problem-pieces")).toContainText("2");
  await expect(page.getByTestId("handling-choices")).toBeVisible();
  // Each choice leads to the application form with that handling chosen.
  const partial = page
    .getByTestId("handling-choices")
    .locator(`[data-handling="${PROBLEM_HANDLING.PARTIAL_RETURN}"]`);
  await expect(partial.getByRole("link")).toHaveAttribute(
    "href",
    new RegExp(`handling=${PROBLEM_HANDLING.PARTIAL_RETURN}`),
  );
  await page.goto(`/account/badApply?id=${problemId}`);
  // The first failing rule is a toast: no handling chosen yet.
  await page.getByRole("button", { name: t("problemPage.submitApply") }).click();
  await expect(toast(page, t("problemPage.apply.chooseHandling"))).toBeVisible();
  await page.locator(`[data-handling="${PROBLEM_HANDLING.PARTIAL_RETURN}"] input`).check();
  await page.getByTestId("apply-quantity").fill("2");
  await page.getByRole("button", { name: t("problemPage.submitApply") }).click();
  await page
    .getByRole("alertdialog")
    .getByRole("button", { name: t("common.confirm") })
    .click();
  await expect(page).toHaveURL(new RegExp(`/order/orderBadDetails\\?id=${problemId}$`));
  await expect(page.getByTestId("application")).toBeVisible();

  // ── the agent splits the 2 pieces off and quotes the return fee ──
  await operator("op:problem", "split", String(problemId));
  await operator("op:problem", "quote", String(problemId));
  const fee = PROBLEM_FEES.returnBaseYen + 2 * PROBLEM_FEES.returnPerPieceYen;

  // ── the seller pays it from the balance and finds it in the account records ──
  const before = (await seller.api.get<{ balance: number }>("/shop/customer/getCustomerInfo")).data!.balance;
  await page.reload();
  const pay = page.getByTestId("pay-fee");
  await expect(pay).toBeVisible();
  await pay.getByRole("button", { name: t("problemPage.payFromBalance") }).click();
  await expect(toast(page, t("problems.feePaid"))).toBeVisible();
  await expect(page.getByTestId("pay-fee")).toHaveCount(0);
  const after = (await seller.api.get<{ balance: number }>("/shop/customer/getCustomerInfo")).data!.balance;
  expect(before - after).toBe(fee);
  await page.goto(`/accountEcords`);
  const record = page.locator(`[data-testid="record"][data-type="${TRANSACTION_TYPE.DEFECT_HANDLING_FEE}"]`);
  await expect(record).toHaveCount(1);
  await expect(record).toContainText(fee.toLocaleString("en-US"));

  // ── feedback on the problem, answered by the agent ──
  await page.goto(`/order/orderBadDetails?id=${problemId}`);
  await page.getByTestId("feedback-link").click();
  await expect(page).toHaveURL(/\/feedback\/feedbackList\?problemId=/);
  const form = page.getByTestId("feedback-form");
  await form.getByLabel(t("feedbackPage.content")).fill("When will the refund arrive?");
  await form.getByRole("button", { name: t("feedbackPage.send") }).click();
  await expect(toast(page, t("feedback.sent"))).toBeVisible();
  const feedbackId = (await seller.api.get<{ id: number }>("/shop/applyMessage/list")).rows![0].id;
  await operator("op:feedback", "reply", String(feedbackId), "As soon as the supplier confirms the return.");
  await page.reload();
  const feedback = page.locator(`[data-feedback-id="${feedbackId}"]`);
  await expect(feedback.getByTestId("feedback-new-reply")).toBeVisible();
  await feedback.getByRole("button", { name: t("feedbackPage.open") }).click();
  await expect(feedback.getByTestId("feedback-reply")).toContainText(
    "As soon as the supplier confirms the return.",
  );
  await expect(page.getByTestId("feedback-unread")).toHaveCount(0);
});
