import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { getDb } from "@/lib/db/client";
import { ORDER_STATUS, PAYMENT_METHOD, REVIEW_STATUS, TRANSACTION_TYPE } from "@/lib/codes";
import { paypalFeeYen } from "@/lib/pricing/paypal-fee";
import { WALLET_LIMITS } from "@/lib/wallet/constants";
import { get, post } from "../helpers/api";
import { createCustomer } from "../helpers/accounts";
import { unpaidOrder } from "../helpers/warehouse";
import { configureShopPaypal, startPaypalServer, type PaypalServer } from "../helpers/paypal-server";

type Customer = Awaited<ReturnType<typeof createCustomer>>;
const CREDENTIALS = {
  clientId: "test-client-id",
  clientSecret: "test-client-secret",
  webhookId: "WH-TEST-4711",
};
let paypal: PaypalServer;

const configure = (on: boolean) => configureShopPaypal(on ? paypal : null, CREDENTIALS);

beforeAll(async () => {
  paypal = await startPaypalServer(CREDENTIALS);
});
beforeEach(() => configure(true));
afterAll(async () => {
  configure(false);
  await paypal.close();
});

const balanceOf = async (id: number) =>
  (await getDb().customer.findUniqueOrThrow({ where: { id } })).balanceYen;
const ledgerOf = (id: number) => getDb().accountTransaction.findMany({ where: { customerId: id } });

async function startTopUp(c: Customer, amount = 10_000, idempotencyKey?: string) {
  const res = await post("/shop/pay/paypal/topUp", { token: c.token, body: { amount, idempotencyKey } });
  expect(res.json.code, res.json.msg).toBe(200);
  return res.json.data as {
    id: number;
    topUpNo: string;
    paypalOrderId: string;
    approveUrl: string;
    payAmount: number;
  };
}

const capture = (c: Customer, body: Record<string, unknown>) =>
  post("/shop/pay/paypal/capture", { token: c.token, body });

const deliver = (signed: { body: string; headers: Record<string, string> }) =>
  post("/shop/pay/paypal/webhook", { rawBody: signed.body, headers: signed.headers });

const captureEvent = (resource: object) => ({
  id: `WH-${randomUUID()}`,
  event_version: "1.0",
  create_time: new Date().toISOString(),
  resource_type: "capture",
  event_type: "PAYMENT.CAPTURE.COMPLETED",
  summary: "Payment completed",
  resource,
});

describe("without PayPal credentials", () => {
  it("reports PayPal unavailable, refuses top-ups and webhooks", async () => {
    configure(false);
    const status = await get("/shop/pay/paypal/status");
    expect(status.json.data).toMatchObject({ available: false, currency: "JPY" });
    const c = await createCustomer();
    const res = await post("/shop/pay/paypal/topUp", {
      token: c.token,
      body: { amount: 1_000 },
      lang: "en-us",
    });
    expect(res.json).toMatchObject({ code: 500, msg: "PayPal is currently unavailable" });
    expect(await getDb().topUp.count({ where: { customerId: c.id } })).toBe(0);
    const summary = await get("/shop/account/summary", { token: c.token });
    expect(summary.json.data.paypal.available).toBe(false);
    const hook = await post("/shop/pay/paypal/webhook", { rawBody: "{}" });
    expect(hook.status).toBe(503);
  });
});

describe("PayPal top-up", () => {
  it("creates a PayPal order for amount + fee in JPY with the /pay/status return URL", async () => {
    const status = await get("/shop/pay/paypal/status");
    expect(status.json.data).toMatchObject({ available: true, maxAmount: WALLET_LIMITS.maxPaypalTopUpYen });
    const c = await createCustomer();
    const t = await startTopUp(c, 10_000);
    expect(t).toMatchObject({
      amount: 10_000,
      fee: 400,
      payAmount: 10_400,
      reviewStatus: REVIEW_STATUS.AWAITING_TOP_UP,
    });
    expect(t.approveUrl).toBe(`${paypal.url}/checkoutnow?token=${t.paypalOrderId}`);
    const order = paypal.orders.get(t.paypalOrderId)!;
    expect(order.unit).toMatchObject({
      custom_id: t.topUpNo,
      amount: { currency_code: "JPY", value: "10400" },
    });
    expect(order.returnUrl).toBe(`http://localhost:3000/pay/status?topUpNo=${t.topUpNo}`);
    expect(order.cancelUrl).toContain("cancel=1");
    expect(await balanceOf(c.id)).toBe(0);
  });

  it.each([
    [1, 41],
    [27_778, 1_041],
    [WALLET_LIMITS.maxPaypalTopUpYen, 34_240],
  ])("charges %i yen the fee the top-up screen shows (%i)", async (amount, fee) => {
    const c = await createCustomer();
    const t = await startTopUp(c, amount);
    // the top-up screen and /bundle show paypalFeeYen: the server's order must carry the same fee
    expect(paypalFeeYen(amount)).toBe(fee);
    expect(t).toMatchObject({ amount, fee, payAmount: amount + fee });
    expect(paypal.orders.get(t.paypalOrderId)!.unit.amount.value).toBe(String(amount + fee));
  });

  it("a repeated idempotency key returns the same top-up and PayPal order", async () => {
    const c = await createCustomer();
    const key = "pp-key-00000001".padEnd(64, "x"); // the longest key a client may send
    const a = await startTopUp(c, 2_000, key);
    const b = await startTopUp(c, 2_000, key);
    expect(b.id).toBe(a.id);
    expect(b.paypalOrderId).toBe(a.paypalOrderId);
    expect(await getDb().topUp.count({ where: { customerId: c.id } })).toBe(1);
  });

  it.each([[0], [-1], [1.5], [WALLET_LIMITS.maxPaypalTopUpYen + 1]])("refuses amount %s", async (amount) => {
    const c = await createCustomer();
    const res = await post("/shop/pay/paypal/topUp", { token: c.token, body: { amount } });
    expect(res.json.code).toBe(500);
    expect(await getDb().topUp.count({ where: { customerId: c.id } })).toBe(0);
  });

  it("capture before the buyer approved is refused and credits nothing", async () => {
    const c = await createCustomer();
    const t = await startTopUp(c);
    const res = await capture(c, { token: t.paypalOrderId });
    expect(res.json).toMatchObject({ code: 500, msg: "PayPalでのお支払いがまだ承認されていません" });
    expect(await balanceOf(c.id)).toBe(0);
  });

  it("capture on return credits once, however often (and concurrently) /pay/status calls it", async () => {
    const c = await createCustomer();
    const t = await startTopUp(c, 10_000);
    paypal.approve(t.paypalOrderId);
    const first = await capture(c, { token: t.paypalOrderId, PayerID: "BUYER1" });
    expect(first.json).toMatchObject({
      code: 200,
      msg: "PayPalでのチャージが完了しました",
      data: { reviewStatus: REVIEW_STATUS.APPROVED, replayed: false, pending: false },
    });
    const capturesAtPaypal = paypal.calls.capture;
    const again = await Promise.all([
      capture(c, { token: t.paypalOrderId }),
      capture(c, { topUpNo: t.topUpNo }),
      capture(c, { orderId: t.paypalOrderId }),
    ]);
    for (const r of again)
      expect(r.json.data).toMatchObject({ reviewStatus: REVIEW_STATUS.APPROVED, replayed: true });
    expect(paypal.calls.capture).toBe(capturesAtPaypal);
    expect(await balanceOf(c.id)).toBe(10_000);
    const ledger = await ledgerOf(c.id);
    expect(ledger.map((l) => [l.type, l.amountYen])).toEqual([[TRANSACTION_TYPE.PAYPAL_TOP_UP, 10_000]]);
    const stored = await getDb().topUp.findUniqueOrThrow({ where: { id: t.id } });
    expect(stored.paypalCaptureId).toBe(paypal.orders.get(t.paypalOrderId)!.captures[0].id);
  });

  it("pays the orders it names on capture: the shortfall by PayPal, the rest from the balance, method 2", async () => {
    const c = await createCustomer();
    await getDb().customer.update({ where: { id: c.id }, data: { balanceYen: 0 } });
    const order = await unpaidOrder(c.id);
    const res = await post("/shop/pay/paypal/topUp", {
      token: c.token,
      body: { amount: order.totalYen, orderIds: [order.id] },
    });
    expect(res.json.code, res.json.msg).toBe(200);
    const t = res.json.data as { id: number; paypalOrderId: string; payOrderIds: number[] };
    expect(t.payOrderIds).toEqual([order.id]);
    paypal.approve(t.paypalOrderId);
    const captured = await capture(c, { token: t.paypalOrderId });
    expect(captured.json.code).toBe(200);
    expect(captured.json.data.paid).toEqual({ orderIds: [order.id], containerIds: [] });
    const paid = await getDb().order.findUniqueOrThrow({ where: { id: order.id } });
    expect(paid).toMatchObject({ paymentMethod: PAYMENT_METHOD.PAYPAL, paidYen: order.totalYen });
    expect(paid.orderStatus).not.toBe(ORDER_STATUS.AWAITING_PAYMENT);
    const ledger = (await ledgerOf(c.id)).sort((a, b) => a.id - b.id);
    expect(ledger.map((l) => [l.type, l.amountYen])).toEqual([
      [TRANSACTION_TYPE.PAYPAL_TOP_UP, order.totalYen],
      [TRANSACTION_TYPE.ORDER_PAYMENT, -order.totalYen],
    ]);
    expect(await balanceOf(c.id)).toBe(0);
    // The same capture again (the webhook, a second return) pays nothing twice.
    const again = await capture(c, { token: t.paypalOrderId });
    expect(again.json.data.replayed).toBe(true);
    expect(again.json.data.paid).toBeNull();
    expect((await ledgerOf(c.id)).length).toBe(2);
  });

  it("concurrent first captures credit once", async () => {
    const c = await createCustomer();
    const t = await startTopUp(c, 3_000);
    paypal.approve(t.paypalOrderId);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => capture(c, { token: t.paypalOrderId })),
    );
    for (const r of results) expect(r.json.code, r.json.msg).toBe(200);
    expect(await balanceOf(c.id)).toBe(3_000);
    expect(await ledgerOf(c.id)).toHaveLength(1);
  });

  it("the webhook after the capture changes nothing; repeated webhooks credit once", async () => {
    const c = await createCustomer();
    const t = await startTopUp(c, 5_000);
    paypal.approve(t.paypalOrderId);
    await capture(c, { token: t.paypalOrderId });
    const event = captureEvent(paypal.orders.get(t.paypalOrderId)!.captures[0]);
    for (let i = 0; i < 3; i++) {
      const res = await deliver(paypal.webhook(event));
      expect(res.status).toBe(200);
      expect(res.json.result).toBe("already-credited");
    }
    expect(await balanceOf(c.id)).toBe(5_000);
    expect(await ledgerOf(c.id)).toHaveLength(1);
  });

  it("a capture the shop never heard of is credited by the webhook; the later return does not credit again", async () => {
    const c = await createCustomer();
    const t = await startTopUp(c, 20_000);
    paypal.approve(t.paypalOrderId);
    const captured = paypal.captureBehindTheShop(t.paypalOrderId);
    const signed = paypal.webhook(captureEvent(captured));
    const results = await Promise.all([deliver(signed), deliver(signed)]);
    expect(results.map((r) => r.json.result).sort()).toEqual(["already-credited", "credited"]);
    const back = await capture(c, { token: t.paypalOrderId });
    expect(back.json.data).toMatchObject({ reviewStatus: REVIEW_STATUS.APPROVED, replayed: true });
    expect(await balanceOf(c.id)).toBe(20_000);
    expect(await ledgerOf(c.id)).toHaveLength(1);
  });

  it("CHECKOUT.ORDER.APPROVED captures for a buyer who never came back", async () => {
    const c = await createCustomer();
    const t = await startTopUp(c, 1_000);
    paypal.approve(t.paypalOrderId);
    const event = {
      id: `WH-${randomUUID()}`,
      event_type: "CHECKOUT.ORDER.APPROVED",
      resource_type: "checkout-order",
      resource: { id: t.paypalOrderId, status: "APPROVED" },
    };
    expect((await deliver(paypal.webhook(event))).json.result).toBe("credited");
    expect((await deliver(paypal.webhook(event))).json.result).toBe("nothing-to-capture");
    expect(await balanceOf(c.id)).toBe(1_000);
  });

  it("refuses webhooks whose signature PayPal does not confirm, and credits nothing", async () => {
    const c = await createCustomer();
    const t = await startTopUp(c, 4_000);
    paypal.approve(t.paypalOrderId);
    const captured = paypal.captureBehindTheShop(t.paypalOrderId);
    const event = captureEvent(captured);
    const tampered = paypal.webhook(event, { tamper: true });
    expect((await deliver(tampered)).status).toBe(400);
    const otherHook = paypal.webhook(event, { webhookId: "WH-SOMEONE-ELSE" });
    expect((await deliver(otherHook)).status).toBe(400);
    const signed = paypal.webhook(event);
    const unsigned = Object.fromEntries(
      Object.entries(signed.headers).filter(([name]) => name !== "paypal-transmission-sig"),
    );
    expect((await deliver({ body: signed.body, headers: unsigned })).status).toBe(400);
    expect((await post("/shop/pay/paypal/webhook", { rawBody: "{not json" })).status).toBe(400);
    expect(await balanceOf(c.id)).toBe(0);
    expect((await deliver(paypal.webhook(event))).json.result).toBe("credited");
    expect(await balanceOf(c.id)).toBe(4_000);
  });

  it("a genuine capture of another amount than asked is not credited (PayPal retries)", async () => {
    const c = await createCustomer();
    const t = await startTopUp(c, 4_000);
    paypal.approve(t.paypalOrderId);
    const captured = paypal.captureBehindTheShop(t.paypalOrderId);
    const res = await deliver(
      paypal.webhook(captureEvent({ ...captured, amount: { currency_code: "JPY", value: "1" } })),
    );
    expect(res.status).toBe(500);
    expect(await balanceOf(c.id)).toBe(0);
  });

  it("another customer can neither capture nor see the top-up; a cancelled one is not captured", async () => {
    const owner = await createCustomer();
    const intruder = await createCustomer();
    const t = await startTopUp(owner, 6_000);
    paypal.approve(t.paypalOrderId);
    const foreign = await capture(intruder, { token: t.paypalOrderId });
    expect(foreign.json).toMatchObject({ code: 500, msg: "データが見つかりません" });
    expect((await get(`/shop/account/topUp/${t.id}`, { token: intruder.token })).json.code).toBe(500);
    expect((await post(`/shop/account/topUp/${t.id}/cancel`, { token: intruder.token })).json.code).toBe(500);
    const cancel = await post(`/shop/account/topUp/${t.id}/cancel`, { token: owner.token });
    expect(cancel.json.data.reviewStatus).toBe(REVIEW_STATUS.CANCELLED);
    const before = paypal.calls.capture;
    const late = await capture(owner, { token: t.paypalOrderId });
    expect(late.json.msg).toBe("このチャージは既に処理済みのため変更できません");
    expect(paypal.calls.capture).toBe(before);
    expect(await balanceOf(owner.id)).toBe(0);
    expect(await balanceOf(intruder.id)).toBe(0);
    expect((await capture(owner, {})).json.msg).toBe("PayPalの注文番号がありません");
  });

  it("reuses the OAuth token and fetches a new one once PayPal revokes it", async () => {
    const c = await createCustomer();
    const tokensBefore = paypal.calls.token;
    await startTopUp(c, 100);
    await startTopUp(c, 200);
    expect(paypal.calls.token).toBe(tokensBefore + 1);
    paypal.revokeTokens();
    await startTopUp(c, 300);
    expect(paypal.calls.token).toBe(tokensBefore + 2);
  });
});
