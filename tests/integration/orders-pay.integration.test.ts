import { describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { getDb } from "@/lib/db/client";
import { ORDER_STATUS as S, PAYMENT_METHOD, PLATFORM, TRANSACTION_TYPE } from "@/lib/codes";
import { applyBalanceChangeNow } from "@/lib/wallet/ledger";
import { post } from "../helpers/api";
import { createCustomer } from "../helpers/accounts";

async function fundedCustomer(balanceYen: number) {
  const c = await createCustomer();
  if (balanceYen > 0)
    await applyBalanceChangeNow({ customerId: c.id, type: TRANSACTION_TYPE.TOP_UP, amountYen: balanceYen });
  return c;
}

async function unpaidOrder(customerId: number, totalYen: number, catalogue = true) {
  const goods = catalogue
    ? await getDb().goods.create({
        data: { platform: PLATFORM.JD, sourceId: randomUUID().slice(0, 16), titleZh: "商品", priceFen: 100 },
      })
    : null;
  return getDb().order.create({
    data: {
      customerId,
      orderNo: `T${randomUUID().replace(/-/g, "").slice(0, 20)}`,
      orderStatus: S.AWAITING_PAYMENT,
      platform: PLATFORM.JD,
      goodsAmountFen: 100,
      goodsAmountYen: totalYen,
      totalYen,
      rateUsed: "21.0000",
      lines: { create: [{ goodsId: goods?.id ?? null, goodsName: "商品", unitPriceFen: 100, quantity: 1 }] },
    },
  });
}

const pay = (token: string, body: unknown, headers?: Record<string, string>) =>
  post("/shop/order/payByBalance", { token, body, headers });
const wallet = (id: number) =>
  getDb()
    .customer.findUniqueOrThrow({ where: { id }, select: { balanceYen: true } })
    .then((c) => c.balanceYen);
const ledgerSum = async (customerId: number) =>
  (await getDb().accountTransaction.aggregate({ where: { customerId }, _sum: { amountYen: true } }))._sum
    .amountYen ?? 0;

describe("/shop/order/payByBalance", () => {
  it("pays several orders at once: one ledger row each, statuses move, the balance drops by the sum", async () => {
    const me = await fundedCustomer(10_000);
    const a = await unpaidOrder(me.id, 3_000);
    const b = await unpaidOrder(me.id, 2_500, false);
    const res = await pay(me.token, { orderIds: [a.id, b.id] });
    expect(res.json).toMatchObject({
      code: 200,
      msg: "お支払いが完了しました",
      data: { paidYen: 5_500, balanceYen: 4_500 },
    });
    expect(await wallet(me.id)).toBe(4_500);
    expect(await ledgerSum(me.id)).toBe(4_500);
    const rows = await getDb().accountTransaction.findMany({
      where: { customerId: me.id, type: TRANSACTION_TYPE.ORDER_PAYMENT },
    });
    expect(rows.map((r) => [r.orderId, r.amountYen]).sort()).toEqual(
      [
        [a.id, -3_000],
        [b.id, -2_500],
      ].sort(),
    );
    const after = await getDb().order.findMany({
      where: { id: { in: [a.id, b.id] } },
      include: { statusLogs: true },
      orderBy: { id: "asc" },
    });
    // b has a line outside the catalogue: its price waits for the agent's confirmation.
    expect(after.map((o) => [o.orderStatus, o.paymentMethod, o.paidYen])).toEqual([
      [S.AWAITING_PURCHASE, PAYMENT_METHOD.BALANCE, 3_000],
      [S.AWAITING_CONFIRMATION, PAYMENT_METHOD.BALANCE, 2_500],
    ]);
    expect(after[0].statusLogs).toMatchObject([
      { fromStatus: S.AWAITING_PAYMENT, toStatus: S.AWAITING_PURCHASE, actor: "customer" },
    ]);
  });

  it("refuses an overdraft, a paid order, someone else's order and bad input without changing anything", async () => {
    const me = await fundedCustomer(1_000);
    const other = await fundedCustomer(0);
    const big = await unpaidOrder(me.id, 600);
    const big2 = await unpaidOrder(me.id, 600);
    const theirs = await unpaidOrder(other.id, 10);
    const cases: [unknown, RegExp][] = [
      [{ orderIds: [big.id, big2.id] }, /残高/],
      [{ orderIds: [big.id, theirs.id] }, /データが見つかりません/],
      [{ orderIds: [] }, /商品を選択してください/],
      [{ orderIds: ["x"] }, /入力内容が正しくありません/],
      [{ orderIds: [big.id], idempotencyKey: "short" }, /./],
    ];
    for (const [body, msg] of cases) {
      const res = await pay(me.token, body);
      expect(res.json.code, JSON.stringify(body)).toBe(500);
      expect(res.json.msg).toMatch(msg);
    }
    expect(await wallet(me.id)).toBe(1_000);
    expect(
      (await getDb().order.findMany({ where: { id: { in: [big.id, big2.id, theirs.id] } } })).map(
        (o) => o.orderStatus,
      ),
    ).toEqual([S.AWAITING_PAYMENT, S.AWAITING_PAYMENT, S.AWAITING_PAYMENT]);
    expect((await pay(me.token, { orderIds: [big.id] })).json.code).toBe(200);
    const again = await pay(me.token, { orderIds: [big.id] });
    expect(again.json).toMatchObject({ code: 500, msg: "現在の注文ステータスではこの操作はできません" });
    expect(await wallet(me.id)).toBe(400);
  });

  it("debits once for a repeated idempotency key, from the body or the Idempotency-Key header", async () => {
    const me = await fundedCustomer(5_000);
    const o = await unpaidOrder(me.id, 1_200);
    // The longest key a client may send: the ledger's per-order keys derived from it still fit.
    const key = `pay-${randomUUID()}`.padEnd(64, "x");
    const first = await pay(me.token, { orderIds: [o.id] }, { "Idempotency-Key": key });
    const second = await pay(me.token, { orderIds: [o.id], idempotencyKey: key });
    expect(first.json.data).toMatchObject({ paidYen: 1_200, balanceYen: 3_800, replayed: false });
    expect(second.json).toMatchObject({ code: 200, data: { paidYen: 0, balanceYen: 3_800, replayed: true } });
    expect(await wallet(me.id)).toBe(3_800);
    expect(await ledgerSum(me.id)).toBe(3_800);
  });

  it("100 concurrent payments of different orders never overdraw and pay each order at most once", async () => {
    const me = await fundedCustomer(50_000);
    const orders = [];
    for (let i = 0; i < 100; i++) orders.push(await unpaidOrder(me.id, 1_000));
    const results = await Promise.all(orders.map((o) => pay(me.token, { orderIds: [o.id] })));
    expect(results.filter((r) => r.json.code === 200)).toHaveLength(50);
    // The other 50 are refused for the balance, not for anything else.
    const refused = results.filter((r) => r.json.code !== 200).map((r) => r.json.msg);
    expect(refused).toEqual(Array(50).fill(expect.stringMatching(/残高/)));
    expect(await wallet(me.id)).toBe(0);
    expect(await ledgerSum(me.id)).toBe(0);
    const paid = await getDb().order.count({
      where: { id: { in: orders.map((o) => o.id) }, orderStatus: S.AWAITING_PURCHASE },
    });
    expect(paid).toBe(50);
    const debits = await getDb().accountTransaction.groupBy({
      by: ["orderId"],
      where: { customerId: me.id, type: TRANSACTION_TYPE.ORDER_PAYMENT },
      _count: { _all: true },
    });
    expect(debits).toHaveLength(50);
    expect(debits.every((d) => d._count._all === 1)).toBe(true);
  }, 120_000);
});
