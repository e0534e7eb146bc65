import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { CONTAINER_STATUS, ORDER_STATUS, PAYMENT_METHOD, TRANSACTION_TYPE } from "@/lib/codes";
import { approveTopUp } from "@/lib/wallet/top-up-review";
import { CLI_ACTOR } from "@/lib/staff/audit";
import { payWithBalance } from "@/lib/payments/pay-with-balance";
import { applyBalanceChangeNow } from "@/lib/wallet/ledger";
import { changeOrderStatus } from "@/lib/orders/change-order-status";
import { ACTOR } from "@/lib/orders/lifecycle";
import { get, post } from "../helpers/api";
import { createCustomer } from "../helpers/accounts";
import { balanceOf, ledgerSum, unpaidOrder } from "../helpers/warehouse";
import { billedContainer } from "../helpers/shipping";
import { inboxNotices } from "../helpers/notices";

/**
 * Orders and packing-list bills paid by bank transfer (and, in wallet-paypal.integration.test.ts, by
 * PayPal): the top-up names what it pays; the agent's approval credits it and pays them in the same
 * transaction, recording payment method 3, with the ledger summing to the balance.
 */
type Customer = Awaited<ReturnType<typeof createCustomer>>;
let bankId = 0;

beforeAll(async () => {
  bankId = (
    await getDb().bankAccount.create({
      data: {
        bank: "テスト銀行",
        name: "カイツケ(カ",
        branchBank: "本店",
        bankAccount: "1234567",
        sort: -20,
      },
    })
  ).id;
});

const requestTransfer = (c: Customer, body: Record<string, unknown>, lang?: string) =>
  post("/shop/account/topUp", { token: c.token, body: { bankAccountId: bankId, ...body }, lang });

async function fund(c: Customer, yen: number) {
  if (yen)
    await applyBalanceChangeNow({
      customerId: c.id,
      type: TRANSACTION_TYPE.COMPENSATION,
      amountYen: yen,
      remark: "test funds",
    });
}

const orderOf = (id: number) => getDb().order.findUniqueOrThrow({ where: { id } });

describe("paying orders by bank transfer", () => {
  it("the approval credits the transfer and pays the order in one go: method 3, ledger exact", async () => {
    const c = await createCustomer();
    const order = await unpaidOrder(c.id);
    const res = await requestTransfer(c, { amount: order.totalYen, orderIds: [order.id] });
    expect(res.json.code, res.json.msg).toBe(200);
    expect(res.json.data).toMatchObject({ payOrderIds: [order.id], amount: order.totalYen });
    // Waiting for the money: the order waits too.
    expect((await orderOf(order.id)).orderStatus).toBe(ORDER_STATUS.AWAITING_PAYMENT);

    const approved = await approveTopUp(CLI_ACTOR, { id: res.json.data.id });
    expect(approved.paid).toEqual({ orderIds: [order.id], containerIds: [] });
    const paid = await orderOf(order.id);
    // The helper's goods are outside the catalogue: paid, they wait for the agent's price check (99).
    expect(paid).toMatchObject({
      orderStatus: ORDER_STATUS.AWAITING_CONFIRMATION,
      paymentMethod: PAYMENT_METHOD.BANK_TRANSFER,
      paidYen: order.totalYen,
    });
    expect(await balanceOf(c.id)).toBe(0);
    expect(await ledgerSum(c.id)).toBe(0);
    const records = await get("/shop/account/records", { token: c.token });
    expect(records.json.rows!.map((r: { type: number; amount: number }) => [r.type, r.amount])).toEqual([
      [TRANSACTION_TYPE.ORDER_PAYMENT, -order.totalYen],
      [TRANSACTION_TYPE.BANK_TRANSFER_TOP_UP, order.totalYen],
    ]);
    // The account records name the method of the payment, in the reader's language.
    expect(records.json.rows![0].remark).toBe(`注文のお支払い ${order.orderNo}（銀行振込）`);
    const inEnglish = await get("/shop/account/records", { token: c.token, lang: "en-us" });
    expect(inEnglish.json.rows![0].remark).toBe(`Order payment ${order.orderNo} (Bank transfer)`);
    const details = await get(`/shop/order/${order.id}`, { token: c.token });
    expect(details.json.data.paymentMethod).toBe(PAYMENT_METHOD.BANK_TRANSFER);
    // The seller's notice of the approval says the money went on to pay the order.
    const notices = await inboxNotices(c.token, "en-us");
    expect(notices.find((n) => n.title === "Top-up received")?.body).toBe(
      `We received your bank transfer for top-up ${res.json.data.topUpNo} and added ${order.totalYen.toLocaleString("en-US")} yen to your balance. It also paid the order or bill you named. Your balance is now 0 yen.`,
    );
  });

  it("asks only for the shortfall after the balance; the balance pays the rest", async () => {
    const c = await createCustomer();
    await fund(c, 500);
    const order = await unpaidOrder(c.id);
    const shortfall = order.totalYen - 500;
    const wrong = await requestTransfer(c, { amount: order.totalYen, orderIds: [order.id] }, "en-us");
    expect(wrong.json).toMatchObject({
      code: 500,
      msg: `The amount to pay has changed (¥${shortfall.toLocaleString("en-US")}). Please reload and try again`,
    });
    expect(await getDb().topUp.count({ where: { customerId: c.id } })).toBe(0);
    const res = await requestTransfer(c, { amount: shortfall, orderIds: [order.id] });
    expect(res.json.code, res.json.msg).toBe(200);
    await approveTopUp(CLI_ACTOR, { id: res.json.data.id });
    expect((await orderOf(order.id)).paymentMethod).toBe(PAYMENT_METHOD.BANK_TRANSFER);
    expect(await balanceOf(c.id)).toBe(0);
    expect(await ledgerSum(c.id)).toBe(0);
  });

  it("'whole' transfers everything and leaves the balance as it was", async () => {
    const c = await createCustomer();
    await fund(c, 5_000);
    const order = await unpaidOrder(c.id);
    const res = await requestTransfer(c, { amount: order.totalYen, orderIds: [order.id], cover: "whole" });
    expect(res.json.code, res.json.msg).toBe(200);
    await approveTopUp(CLI_ACTOR, { id: res.json.data.id });
    expect(await balanceOf(c.id)).toBe(5_000);
    expect(await ledgerSum(c.id)).toBe(5_000);
  });

  it("refuses another customer's order, a paid one, and a shortfall the balance already covers", async () => {
    const c = await createCustomer();
    const other = await createCustomer();
    const theirs = await unpaidOrder(other.id);
    expect((await requestTransfer(c, { amount: theirs.totalYen, orderIds: [theirs.id] })).json.code).toBe(
      500,
    );
    const mine = await unpaidOrder(c.id);
    await fund(c, mine.totalYen);
    const covered = await requestTransfer(c, { amount: 1, orderIds: [mine.id] }, "en-us");
    expect(covered.json).toMatchObject({
      code: 500,
      msg: "Your balance covers it. Please pay from the balance",
    });
    await payWithBalance(c.id, { orderIds: [mine.id] });
    const paid = await requestTransfer(c, { amount: mine.totalYen, orderIds: [mine.id], cover: "whole" });
    expect(paid.json.code).toBe(500);
    expect(await getDb().topUp.count({ where: { customerId: c.id } })).toBe(0);
  });

  it("an order cancelled before the money arrived is not paid: the transfer stays in the balance", async () => {
    const c = await createCustomer();
    const order = await unpaidOrder(c.id);
    const res = await requestTransfer(c, { amount: order.totalYen, orderIds: [order.id] });
    await changeOrderStatus({
      orderId: order.id,
      to: ORDER_STATUS.CANCELLED,
      actor: ACTOR.CUSTOMER,
      customerId: c.id,
    });
    const approved = await approveTopUp(CLI_ACTOR, { id: res.json.data.id });
    expect(approved.paid).toEqual({ orderIds: [], containerIds: [] });
    expect(await balanceOf(c.id)).toBe(order.totalYen);
    expect(await ledgerSum(c.id)).toBe(order.totalYen);
  });

  it("the approval and a payment from the balance at once pay the order once", async () => {
    const c = await createCustomer();
    const order = await unpaidOrder(c.id);
    const res = await requestTransfer(c, { amount: order.totalYen, orderIds: [order.id], cover: "whole" });
    await fund(c, order.totalYen);
    const results = await Promise.allSettled([
      approveTopUp(CLI_ACTOR, { id: res.json.data.id }),
      payWithBalance(c.id, { orderIds: [order.id] }),
    ]);
    expect(results[0].status).toBe("fulfilled");
    const payments = await getDb().accountTransaction.count({
      where: { customerId: c.id, type: TRANSACTION_TYPE.ORDER_PAYMENT },
    });
    expect(payments).toBe(1);
    expect(await balanceOf(c.id)).toBe(order.totalYen);
    expect(await ledgerSum(c.id)).toBe(order.totalYen);
  });
});

describe("paying a packing-list bill by bank transfer", () => {
  it("pays the bill on approval and records method 3 on the packing list", async () => {
    const { customer: c, bill } = await billedContainer();
    expect(bill.status).toBe(CONTAINER_STATUS.AWAITING_PAYMENT);
    const res = await requestTransfer(c, { amount: bill.totalYen, containerIds: [bill.id] });
    expect(res.json.code, res.json.msg).toBe(200);
    await approveTopUp(CLI_ACTOR, { id: res.json.data.id });
    const after = await getDb().container.findUniqueOrThrow({ where: { id: bill.id } });
    expect(after).toMatchObject({
      status: CONTAINER_STATUS.AWAITING_DISPATCH,
      paymentMethod: PAYMENT_METHOD.BANK_TRANSFER,
    });
    expect(await ledgerSum(c.id)).toBe(await balanceOf(c.id));
  });
});
