import { describe, expect, it } from "vitest";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { randomUUID } from "node:crypto";
import { getDb } from "@/lib/db/client";
import { ORDER_STATUS as S, PLATFORM, TRANSACTION_TYPE } from "@/lib/codes";
import { applyBalanceChangeNow } from "@/lib/wallet/ledger";
import { ACTOR } from "@/lib/orders/lifecycle";
import { changeOrderStatus } from "@/lib/orders/change-order-status";
import { post } from "../helpers/api";
import { createCustomer } from "../helpers/accounts";

const CONFLICT_JA = "現在の注文ステータスではこの操作はできません";

async function customerWithPaidOrder(status: number, paidYen = 2_000) {
  const c = await createCustomer();
  await applyBalanceChangeNow({ customerId: c.id, type: TRANSACTION_TYPE.TOP_UP, amountYen: 5_000 });
  if (paidYen)
    await applyBalanceChangeNow({
      customerId: c.id,
      type: TRANSACTION_TYPE.ORDER_PAYMENT,
      amountYen: -paidYen,
    });
  const order = await getDb().order.create({
    data: {
      customerId: c.id,
      orderNo: `T${randomUUID().replace(/-/g, "").slice(0, 20)}`,
      orderStatus: status,
      platform: PLATFORM.TAOBAO,
      goodsAmountFen: 100,
      goodsAmountYen: paidYen,
      totalYen: paidYen || 2_000,
      paidYen,
      rateUsed: "21.0000",
    },
  });
  return { c, order };
}
const balance = async (id: number) =>
  (await getDb().customer.findUniqueOrThrow({ where: { id }, select: { balanceYen: true } })).balanceYen;
const ledgerSum = async (customerId: number) =>
  (await getDb().accountTransaction.aggregate({ where: { customerId }, _sum: { amountYen: true } }))._sum
    .amountYen;

describe("customer cancel (/shop/order/cancel)", () => {
  it("cancels a paid order before purchase and refunds it to the balance once", async () => {
    const { c, order } = await customerWithPaidOrder(S.AWAITING_PURCHASE);
    const res = await post("/shop/order/cancel", { token: c.token, body: { id: order.id } });
    expect(res.json).toMatchObject({
      code: 200,
      msg: "注文をキャンセルしました",
      data: { refundedYen: 2_000 },
    });
    expect(await balance(c.id)).toBe(5_000);
    expect(await ledgerSum(c.id)).toBe(5_000);
    const again = await post("/shop/order/cancel", { token: c.token, body: { id: order.id } });
    expect(again.json).toMatchObject({ code: 500, msg: CONFLICT_JA });
    expect(await balance(c.id)).toBe(5_000);
    const logs = await getDb().orderStatusLog.findMany({ where: { orderId: order.id } });
    expect(logs).toMatchObject([
      { fromStatus: S.AWAITING_PURCHASE, toStatus: S.CANCELLED, actor: "customer" },
    ]);
  });

  it("cancels an unpaid order without touching the balance", async () => {
    const { c, order } = await customerWithPaidOrder(S.AWAITING_PAYMENT, 0);
    const res = await post("/shop/order/cancel", { token: c.token, body: { id: order.id } });
    expect(res.json.data).toMatchObject({ orderStatus: S.CANCELLED, refundedYen: 0 });
    expect(await balance(c.id)).toBe(5_000);
  });

  it("refuses after purchase, for someone else's order and for bad input", async () => {
    const { c, order } = await customerWithPaidOrder(S.PURCHASED);
    const other = await customerWithPaidOrder(S.AWAITING_PURCHASE);
    expect((await post("/shop/order/cancel", { token: c.token, body: { id: order.id } })).json.msg).toBe(
      CONFLICT_JA,
    );
    expect(
      (await post("/shop/order/cancel", { token: c.token, body: { id: other.order.id } })).json.msg,
    ).toBe("データが見つかりません");
    expect((await post("/shop/order/cancel", { token: c.token, body: { id: "x" } })).json.code).toBe(500);
    expect((await getDb().order.findUniqueOrThrow({ where: { id: other.order.id } })).orderStatus).toBe(
      S.AWAITING_PURCHASE,
    );
    expect(await balance(c.id)).toBe(3_000);
  });
});

describe("operator status changes", () => {
  it("marks purchased, and refunds once when goods cannot be purchased", async () => {
    const a = await customerWithPaidOrder(S.AWAITING_PURCHASE);
    await changeOrderStatus({ orderId: a.order.id, to: S.PURCHASED, actor: ACTOR.OPERATOR });
    const r = await changeOrderStatus({
      orderId: a.order.id,
      to: S.CANNOT_PURCHASE,
      actor: ACTOR.OPERATOR,
      note: "在庫切れ",
    });
    expect(r.refundedYen).toBe(2_000);
    const closed = await changeOrderStatus({
      orderId: a.order.id,
      to: S.CANNOT_PURCHASE_FINAL,
      actor: ACTOR.OPERATOR,
    });
    expect(closed.refundedYen).toBe(0);
    expect(await balance(a.c.id)).toBe(5_000);
    const refunds = await getDb().accountTransaction.findMany({
      where: { customerId: a.c.id, orderId: a.order.id },
    });
    expect(refunds.map((t) => [t.type, t.amountYen])).toEqual([
      [TRANSACTION_TYPE.CANNOT_PURCHASE_REFUND, 2_000],
    ]);
  });

  it("refuses forbidden moves and the customer's operator-only moves", async () => {
    const a = await customerWithPaidOrder(S.AWAITING_PAYMENT, 0);
    await expect(
      changeOrderStatus({ orderId: a.order.id, to: S.PURCHASED, actor: ACTOR.OPERATOR }),
    ).rejects.toThrow(/orderStatusConflict/);
    const b = await customerWithPaidOrder(S.AWAITING_PURCHASE);
    await expect(
      changeOrderStatus({ orderId: b.order.id, to: S.PURCHASED, actor: ACTOR.CUSTOMER, customerId: b.c.id }),
    ).rejects.toThrow(/orderStatusConflict/);
    expect((await getDb().order.findUniqueOrThrow({ where: { id: b.order.id } })).orderStatus).toBe(
      S.AWAITING_PURCHASE,
    );
  });

  // The command is a second process: it needs a database server both processes can reach.
  it.skipIf(!process.env.DATABASE_URL)(
    "works from the command line (npm run op:order)",
    async () => {
      const a = await customerWithPaidOrder(S.AWAITING_PURCHASE);
      const run = promisify(execFile);
      const { stdout } = await run(
        "npx",
        ["tsx", "scripts/op/order-status.ts", String(a.order.id), "close", "仕入先廃業"],
        {
          env: process.env,
        },
      );
      expect(stdout).toContain(
        `order ${a.order.id}: ${S.AWAITING_PURCHASE} → ${S.CANNOT_PURCHASE_FINAL}, refunded 2000 yen`,
      );
      expect(await balance(a.c.id)).toBe(5_000);
      const bad = await run("npx", ["tsx", "scripts/op/order-status.ts", String(a.order.id), "cancel"], {
        env: process.env,
      }).catch((e: { code: number; stderr: string }) => e);
      expect(bad).toMatchObject({ code: 1 });
      expect((bad as { stderr: string }).stderr).toContain(
        "refused: 現在の注文ステータスではこの操作はできません",
      );
    },
    60_000,
  );
});
