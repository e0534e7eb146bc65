import { beforeAll, describe, expect, it } from "vitest";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { AGENT_FLAG, ORDER_STATUS, TRANSACTION_TYPE } from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { changeOrderStatus } from "@/lib/orders/change-order-status";
import { payOrdersWithBalance } from "@/lib/orders/pay-orders";
import { applyBalanceChangeNow } from "@/lib/wallet/ledger";
import { createCustomer } from "../helpers/accounts";
import { recordPurchase } from "../helpers/operator";
import { signedInStaff, staffCall } from "../helpers/staff";
import { balanceOf, ledgerSum, paidOrder, statusOf, unpaidOrder } from "../helpers/warehouse";

/**
 * The purchase desk (issue 29, docs/warehouse.md "Purchase desk"): every endpoint refuses without a staff session,
 * with a seller's token and for a member without `purchase.work` (nothing changes, no audit row); for the
 * purchaser each action is the operator command's domain function and writes one audit row with the fields it
 * changed in the same transaction. A second identical submit is refused or replays, never refunds twice.
 */

type Member = Awaited<ReturnType<typeof signedInStaff>>;
let purchaser: Member;
let support: Member;

beforeAll(async () => {
  [purchaser, support] = [await signedInStaff(["purchaser"]), await signedInStaff(["support"])];
});

const auditOf = (orderId: number) =>
  getDb().auditLog.findMany({
    where: { entityType: "order", entityId: String(orderId) },
    orderBy: { id: "asc" },
  });
const ledgerOf = (customerId: number) =>
  getDb().accountTransaction.findMany({ where: { customerId }, orderBy: { id: "asc" } });
const orderRow = (id: number) =>
  getDb().order.findUniqueOrThrow({ where: { id }, include: { lines: { orderBy: { id: "asc" } } } });

const desk = (method: string, path: string, options: Parameters<typeof staffCall>[3] = {}) =>
  staffCall(method, `/staff/purchase${path}`, purchaser.cookie, options);

/** A seller's order bought already (2), waiting for the supplier's tracking number. */
async function purchasedOrder() {
  const o = await paidOrder();
  await recordPurchase({ orderId: o.order.id, supplierOrderNo: "SUP-PRE-1" });
  return o;
}

/** An agent order (goods outside the catalogue) paid and waiting in 99 for the agent's price check. */
async function agentOrderToCheck(unitFen = 1_000, quantity = 4) {
  const customer = await createCustomer();
  await applyBalanceChangeNow({ customerId: customer.id, type: TRANSACTION_TYPE.TOP_UP, amountYen: 100_000 });
  const order = await unpaidOrder(customer.id, [[quantity, unitFen]]);
  await getDb().order.update({
    where: { id: order.id },
    // the commission rate the helper's 5 % was charged at, which the repricing applies again
    data: { agentFlag: AGENT_FLAG.AGENT, remark: "黒色でお願いします", commissionBp: 500 },
  });
  await getDb().orderLine.update({
    where: { id: order.lines[0].id },
    data: { goodsUrl: "https://detail.1688.com/offer/739215648321.html" },
  });
  await payOrdersWithBalance(customer.id, { orderIds: [order.id] });
  expect(await statusOf(order.id)).toBe(ORDER_STATUS.AWAITING_CONFIRMATION);
  return { customer, order, lineId: order.lines[0].id };
}

describe("every purchase desk endpoint refuses without a staff session, a seller's token, or the role", () => {
  it("no session and a seller's token get 401; support gets no permission; nothing changes and no audit row", async () => {
    const toBuy = await paidOrder();
    const bought = await purchasedOrder();
    const agent = await agentOrderToCheck();
    const customers = [toBuy.customer.id, bought.customer.id, agent.customer.id];
    const before = await Promise.all(customers.map(ledgerSum));
    const audits = await getDb().auditLog.count();
    const calls: [string, string, Record<string, unknown>][] = [
      ["GET", "/staff/purchase/orders", {}],
      [
        "POST",
        "/staff/purchase/purchase",
        {
          orderId: toBuy.order.id,
          supplierOrderNo: "SUP-X",
          lines: [{ lineId: toBuy.lineIds[0], unitPrice: 5 }],
        },
      ],
      [
        "POST",
        "/staff/purchase/ship",
        { orderId: bought.order.id, carrier: "中通快递", trackingNo: "ZT1234567890" },
      ],
      [
        "POST",
        "/staff/purchase/confirmPrice",
        { orderId: agent.order.id, lines: [{ lineId: agent.lineId, unitPrice: 5 }] },
      ],
      ["POST", "/staff/purchase/cannotPurchase", { orderId: toBuy.order.id, to: 89, reason: "在庫切れ" }],
    ];
    for (const [method, url, body] of calls) {
      const options = method === "POST" ? { body, lang: "en-us" } : { lang: "en-us" };
      expect((await staffCall(method, url, null, options)).json.code, url).toBe(401);
      expect(
        (await staffCall(method, url, null, { ...options, token: toBuy.customer.token })).json.code,
        url,
      ).toBe(401);
      const refused = await staffCall(method, url, support.cookie, options);
      expect(refused.json, url).toEqual({ code: 500, msg: "You currently have no permission" });
    }
    expect(await statusOf(toBuy.order.id)).toBe(ORDER_STATUS.AWAITING_PURCHASE);
    expect(await statusOf(bought.order.id)).toBe(ORDER_STATUS.PURCHASED);
    expect(await statusOf(agent.order.id)).toBe(ORDER_STATUS.AWAITING_CONFIRMATION);
    expect(await Promise.all(customers.map(ledgerSum))).toEqual(before);
    expect(await getDb().auditLog.count()).toBe(audits);
  });

  it("the owner may work the desk too", async () => {
    const owner = await signedInStaff(["owner"]);
    const res = await staffCall("GET", "/staff/purchase/orders", owner.cookie);
    expect(res.json.code, res.json.msg).toBe(200);
  });
});

describe("the queue", () => {
  it("lists orders to buy oldest first with link, SKU, options, quantity, price and note; agent orders with their price check; paged", async () => {
    const c = await createCustomer();
    await applyBalanceChangeNow({ customerId: c.id, type: TRANSACTION_TYPE.TOP_UP, amountYen: 200_000 });
    const ids: number[] = [];
    for (const [i, lines] of (
      [
        [[2, 1_250]],
        [[3, 990]],
        [
          [1, 4_580],
          [2, 4_580],
        ],
      ] as [number, number][][]
    ).entries()) {
      const o = await unpaidOrder(c.id, lines);
      await getDb().orderLine.updateMany({
        where: { orderId: o.id },
        data: { goodsUrl: `https://detail.1688.com/offer/60267469688${i}.html`, skuId: `SKU-${i}` },
      });
      await payOrdersWithBalance(c.id, { orderIds: [o.id] });
      await changeOrderStatus({ orderId: o.id, to: ORDER_STATUS.AWAITING_PURCHASE, actor: "operator" });
      ids.push(o.id);
    }
    // The agent order: placed between the first two.
    const agent = await unpaidOrder(c.id, [[4, 6_800]]);
    await getDb().order.update({
      where: { id: agent.id },
      data: { agentFlag: AGENT_FLAG.AGENT, remark: "USB給電のものを" },
    });
    await payOrdersWithBalance(c.id, { orderIds: [agent.id] });
    const bought = await unpaidOrder(c.id, [[5, 500]]);
    await payOrdersWithBalance(c.id, { orderIds: [bought.id] });
    await changeOrderStatus({ orderId: bought.id, to: ORDER_STATUS.AWAITING_PURCHASE, actor: "operator" });
    await recordPurchase({ orderId: bought.id, supplierOrderNo: "SUP-Q-1" });
    // Placed in another order than their ids: the queue goes by the time the order was placed.
    const times = new Map([
      [ids[2], "2026-11-01T01:00:00Z"],
      [ids[0], "2026-11-02T01:00:00Z"],
      [agent.id, "2026-11-03T01:00:00Z"],
      [ids[1], "2026-11-04T01:00:00Z"],
    ]);
    for (const [id, at] of times)
      await getDb().order.update({ where: { id }, data: { createdAt: new Date(at) } });

    const page1 = await desk("GET", "/orders", {
      query: { tab: "purchase", q: c.email, pageSize: 2 },
      lang: "zh-cn",
    });
    expect(page1.json.code, page1.json.msg).toBe(200);
    expect(page1.json.total).toBe(4);
    expect(page1.json.rows!.map((r) => r.id)).toEqual([ids[2], ids[0]]);
    const page2 = await desk("GET", "/orders", {
      query: { tab: "purchase", q: c.email, pageSize: 2, pageNum: 2 },
    });
    expect(page2.json.rows!.map((r) => r.id)).toEqual([agent.id, ids[1]]);

    const [first] = page1.json.rows!;
    expect(first).toMatchObject({
      orderStatus: ORDER_STATUS.AWAITING_PURCHASE,
      orderStatusLabel: "待采购",
      agentOrder: false,
      priceCheck: "none",
      customer: { id: c.id, email: c.email },
      actions: { purchase: true, confirmPrice: false, ship: false, cannotPurchase: true, close: true },
    });
    expect(first.lines).toEqual([
      expect.objectContaining({
        goodsUrl: "https://detail.1688.com/offer/602674696882.html",
        skuId: "SKU-2",
        specs: "颜色:白;尺码:S",
        quantity: 1,
        unitPrice: 45.8,
        purchaseUnitPrice: null,
      }),
      expect.objectContaining({ quantity: 2, specs: "颜色:白;尺码:M" }),
    ]);
    expect(page2.json.rows![0]).toMatchObject({
      agentOrder: true,
      priceCheck: "toCheck",
      priceProposalYen: null,
      remark: "USB給電のものを",
      actions: { purchase: false, confirmPrice: true, ship: false, cannotPurchase: true, close: false },
    });

    const shipment = await desk("GET", "/orders", { query: { tab: "shipment", q: c.email } });
    expect(shipment.json.total).toBe(1);
    expect(shipment.json.rows![0]).toMatchObject({
      id: bought.id,
      supplierOrderNo: "SUP-Q-1",
      actions: { purchase: false, ship: true, cannotPurchase: true, close: false },
    });
    expect(shipment.json.rows![0].lines[0].purchaseUnitPrice).toBe(5);

    // The order number and the supplier's order number find it too.
    const byNo = await desk("GET", "/orders", { query: { tab: "shipment", q: bought.orderNo.slice(0, 10) } });
    expect(byNo.json.rows!.map((r) => r.id)).toContain(bought.id);
    const bySupplier = await desk("GET", "/orders", { query: { tab: "shipment", q: "SUP-Q-1" } });
    expect(bySupplier.json.rows!.map((r) => r.id)).toEqual([bought.id]);
    const badTab = await desk("GET", "/orders", { query: { tab: "arrived" }, lang: "en-us" });
    expect(badTab.json.code).toBe(500);
  });
});

describe("purchase (1 → 2)", () => {
  it("records the supplier's order and the prices paid; the cheaper price refunds the difference; one audit row", async () => {
    // 10 × 10.00 + 5 × 20.00 yuan at rate 20 = 4,000 yen of goods.
    const o = await paidOrder([
      [10, 1_000],
      [5, 2_000],
    ]);
    const paid = (await orderRow(o.order.id)).paidYen;
    const balance = await balanceOf(o.customer.id);
    const res = await desk("POST", "/purchase", {
      body: {
        orderId: o.order.id,
        supplierOrderNo: "SUP-2026-001",
        lines: [{ lineId: o.lineIds[0], unitPrice: "9.00" }],
        note: "1本目は値下げ",
      },
    });
    expect(res.json).toEqual({
      code: 200,
      msg: "買付を記録し、差額を顧客の残高に返金しました",
      data: { orderId: o.order.id, orderStatus: ORDER_STATUS.PURCHASED, purchaseAmount: 190, refundYen: 200 },
    });
    // 19,000 fen × 20 = 3,800 yen: 200 yen back, in the ledger and the balance.
    expect(await balanceOf(o.customer.id)).toBe(balance + 200);
    const refund = (await ledgerOf(o.customer.id)).at(-1)!;
    expect(refund).toMatchObject({
      type: TRANSACTION_TYPE.REFUND,
      amountYen: 200,
      orderId: o.order.id,
      idempotencyKey: `purchase-diff:order:${o.order.id}`,
    });
    const row = await orderRow(o.order.id);
    expect(row).toMatchObject({
      supplierOrderNo: "SUP-2026-001",
      purchaseRefundYen: 200,
      paidYen: paid - 200,
    });
    expect(row.lines.map((l) => l.purchaseUnitFen)).toEqual([900, 2_000]);

    const audit = await auditOf(o.order.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      staffId: purchaser.id,
      actor: purchaser.email,
      roles: ["purchaser"],
      action: "order.purchase",
      before: {
        orderStatus: ORDER_STATUS.AWAITING_PURCHASE,
        supplierOrderNo: null,
        paidYen: paid,
        purchaseUnitFen: { [o.lineIds[0]]: null, [o.lineIds[1]]: null },
      },
      after: {
        orderStatus: ORDER_STATUS.PURCHASED,
        supplierOrderNo: "SUP-2026-001",
        purchaseAmountFen: 19_000,
        refundYen: 200,
        paidYen: paid - 200,
        purchaseUnitFen: { [o.lineIds[0]]: 900, [o.lineIds[1]]: 2_000 },
      },
      reason: "1本目は値下げ",
    });
    expect(audit[0].requestId).toMatch(/^[0-9a-f-]{36}$/);
    // The seller's timeline names the member's move.
    const log = await getDb().orderStatusLog.findFirstOrThrow({
      where: { orderId: o.order.id },
      orderBy: { id: "desc" },
    });
    expect(log).toMatchObject({
      toStatus: ORDER_STATUS.PURCHASED,
      staffId: purchaser.id,
      note: "1本目は値下げ",
    });

    // The same submit again: refused, nothing refunded twice, no second audit row.
    const again = await desk("POST", "/purchase", {
      body: {
        orderId: o.order.id,
        supplierOrderNo: "SUP-2026-001",
        lines: [{ lineId: o.lineIds[0], unitPrice: 9 }],
      },
      lang: "en-us",
    });
    expect(again.json).toEqual({
      code: 500,
      msg: "This action is not possible in the order's current status",
    });
    expect(await balanceOf(o.customer.id)).toBe(balance + 200);
    expect(await auditOf(o.order.id)).toHaveLength(1);
  });

  it("a double click (two submits at once) buys once, refunds once and writes one audit row", async () => {
    const o = await paidOrder([[10, 1_000]]);
    const balance = await balanceOf(o.customer.id);
    const body = {
      orderId: o.order.id,
      supplierOrderNo: "SUP-DBL",
      lines: [{ lineId: o.lineIds[0], unitPrice: 8 }],
    };
    const both = await Promise.all([1, 2].map(() => desk("POST", "/purchase", { body })));
    expect(both.map((r) => r.json.code).sort()).toEqual([200, 500]);
    // 10 × 8.00 yuan = 1,600 yen of 2,000: 400 back, once.
    expect(await balanceOf(o.customer.id)).toBe(balance + 400);
    expect((await ledgerOf(o.customer.id)).filter((r) => r.type === TRANSACTION_TYPE.REFUND)).toHaveLength(1);
    expect(await auditOf(o.order.id)).toHaveLength(1);
  });

  it("at the seller's price nothing is refunded; a wrong input is refused with no audit row", async () => {
    const o = await paidOrder([[3, 1_000]]);
    const balance = await balanceOf(o.customer.id);
    for (const [body, msg] of [
      [
        { orderId: o.order.id, supplierOrderNo: "番号", lines: [] },
        "The supplier's order number may contain letters, digits and hyphens only",
      ],
      [
        {
          orderId: o.order.id,
          supplierOrderNo: "SUP-1",
          lines: [{ lineId: o.lineIds[0], unitPrice: "1.234" }],
        },
        "Enter a unit price from 0.01 to 999,999.99 yuan (up to 2 decimals)",
      ],
      [
        { orderId: o.order.id, supplierOrderNo: "SUP-1", lines: [{ lineId: o.lineIds[0], unitPrice: 0 }] },
        "Enter a unit price from 0.01 to 999,999.99 yuan (up to 2 decimals)",
      ],
    ] as const) {
      const res = await desk("POST", "/purchase", { body, lang: "en-us" });
      expect(res.json.code).toBe(500);
      expect(res.json.msg).toBe(msg);
    }
    // A line of another order is "not found".
    const other = await paidOrder();
    const foreign = await desk("POST", "/purchase", {
      body: {
        orderId: o.order.id,
        supplierOrderNo: "SUP-1",
        lines: [{ lineId: other.lineIds[0], unitPrice: 1 }],
      },
      lang: "en-us",
    });
    expect(foreign.json).toEqual({ code: 500, msg: "Not found" });
    expect(await statusOf(o.order.id)).toBe(ORDER_STATUS.AWAITING_PURCHASE);
    expect(await auditOf(o.order.id)).toEqual([]);

    const res = await desk("POST", "/purchase", { body: { orderId: o.order.id, supplierOrderNo: "SUP-1" } });
    expect(res.json).toMatchObject({
      code: 200,
      msg: "買付を記録しました",
      data: { refundYen: 0, purchaseAmount: 30 },
    });
    expect(await balanceOf(o.customer.id)).toBe(balance);
  });
});

describe("the supplier's shipment (2 → 0)", () => {
  it("records the carrier and tracking number with one audit row; an invalid number or a second submit is refused", async () => {
    const o = await purchasedOrder();
    const invalid = await desk("POST", "/ship", {
      body: { orderId: o.order.id, carrier: "中通快递", trackingNo: "ab" },
      lang: "en-us",
    });
    expect(invalid.json).toMatchObject({ code: 500, msg: "Invalid tracking number" });
    expect(await auditOf(o.order.id)).toEqual([]);

    const res = await desk("POST", "/ship", {
      body: { orderId: o.order.id, carrier: "中通快递", trackingNo: "ZT7781234567890" },
      lang: "zh-cn",
    });
    expect(res.json).toEqual({
      code: 200,
      msg: "已登记供应商发货",
      data: { orderId: o.order.id, orderStatus: ORDER_STATUS.AWAITING_ARRIVAL },
    });
    expect(await orderRow(o.order.id)).toMatchObject({
      orderStatus: ORDER_STATUS.AWAITING_ARRIVAL,
      domesticCarrier: "中通快递",
      domesticTrackingNo: "ZT7781234567890",
    });
    const audit = await auditOf(o.order.id);
    expect(audit.map((a) => [a.action, a.staffId, a.before, a.after])).toEqual([
      [
        "order.ship",
        purchaser.id,
        { orderStatus: ORDER_STATUS.PURCHASED, domesticCarrier: null, domesticTrackingNo: null },
        {
          orderStatus: ORDER_STATUS.AWAITING_ARRIVAL,
          domesticCarrier: "中通快递",
          domesticTrackingNo: "ZT7781234567890",
        },
      ],
    ]);
    const again = await desk("POST", "/ship", {
      body: { orderId: o.order.id, carrier: "圆通速递", trackingNo: "YT1234567890" },
    });
    expect(again.json.code).toBe(500);
    expect((await orderRow(o.order.id)).domesticCarrier).toBe("中通快递");
    expect(await auditOf(o.order.id)).toHaveLength(1);
  });
});

describe("cannot purchase (→ 89) and close (→ 999)", () => {
  it("cannot purchase refunds the whole payment (type 22) with the reason; once; one audit row", async () => {
    const o = await paidOrder([[4, 1_500]]);
    const paid = (await orderRow(o.order.id)).paidYen;
    const balance = await balanceOf(o.customer.id);
    const noReason = await desk("POST", "/cannotPurchase", {
      body: { orderId: o.order.id, to: ORDER_STATUS.CANNOT_PURCHASE, reason: " " },
      lang: "en-us",
    });
    expect(noReason.json).toMatchObject({ code: 500, msg: "Please enter a reason" });
    const cancel = await desk("POST", "/cannotPurchase", {
      body: { orderId: o.order.id, to: ORDER_STATUS.CANCELLED, reason: "x" },
    });
    expect(cancel.json.code).toBe(500);
    expect(await auditOf(o.order.id)).toEqual([]);

    const res = await desk("POST", "/cannotPurchase", {
      body: { orderId: o.order.id, to: ORDER_STATUS.CANNOT_PURCHASE, reason: "仕入れ先の在庫切れ" },
    });
    expect(res.json).toEqual({
      code: 200,
      msg: "買付不可にし、支払額を返金しました",
      data: {
        orderId: o.order.id,
        fromStatus: ORDER_STATUS.AWAITING_PURCHASE,
        orderStatus: ORDER_STATUS.CANNOT_PURCHASE,
        refundedYen: paid,
      },
    });
    expect(await balanceOf(o.customer.id)).toBe(balance + paid);
    expect((await ledgerOf(o.customer.id)).at(-1)).toMatchObject({
      type: TRANSACTION_TYPE.CANNOT_PURCHASE_REFUND,
      amountYen: paid,
      remark: "仕入れ先の在庫切れ",
    });
    const audit = await auditOf(o.order.id);
    expect(audit.map((a) => [a.action, a.staffId, a.before, a.after, a.reason])).toEqual([
      [
        "order.cannotPurchase",
        purchaser.id,
        { orderStatus: ORDER_STATUS.AWAITING_PURCHASE, paidYen: paid },
        { orderStatus: ORDER_STATUS.CANNOT_PURCHASE, paidYen: 0, refundedYen: paid },
        "仕入れ先の在庫切れ",
      ],
    ]);

    const again = await desk("POST", "/cannotPurchase", {
      body: { orderId: o.order.id, to: ORDER_STATUS.CANNOT_PURCHASE, reason: "仕入れ先の在庫切れ" },
    });
    expect(again.json.code).toBe(500);
    expect(await balanceOf(o.customer.id)).toBe(balance + paid);
    expect(await auditOf(o.order.id)).toHaveLength(1);

    // Closing it for good afterwards refunds nothing more.
    const closed = await desk("POST", "/cannotPurchase", {
      body: { orderId: o.order.id, to: ORDER_STATUS.CANNOT_PURCHASE_FINAL, reason: "販売終了" },
    });
    expect(closed.json.data).toMatchObject({
      orderStatus: ORDER_STATUS.CANNOT_PURCHASE_FINAL,
      refundedYen: 0,
    });
    expect(await balanceOf(o.customer.id)).toBe(balance + paid);
    expect((await auditOf(o.order.id)).map((a) => a.action)).toEqual(["order.cannotPurchase", "order.close"]);
  });

  it("close from awaiting purchase refunds; from purchased (2) it is refused with nothing changed", async () => {
    const o = await paidOrder();
    const paid = (await orderRow(o.order.id)).paidYen;
    const balance = await balanceOf(o.customer.id);
    const both = await Promise.all(
      [1, 2].map(() =>
        desk("POST", "/cannotPurchase", {
          body: { orderId: o.order.id, to: ORDER_STATUS.CANNOT_PURCHASE_FINAL, reason: "販売終了" },
        }),
      ),
    );
    expect(both.map((r) => r.json.code).sort()).toEqual([200, 500]);
    expect(await statusOf(o.order.id)).toBe(ORDER_STATUS.CANNOT_PURCHASE_FINAL);
    expect(await balanceOf(o.customer.id)).toBe(balance + paid);
    expect(await auditOf(o.order.id)).toEqual([
      expect.objectContaining({ action: "order.close", reason: "販売終了" }),
    ]);

    const bought = await purchasedOrder();
    const before = await ledgerSum(bought.customer.id);
    const refused = await desk("POST", "/cannotPurchase", {
      body: { orderId: bought.order.id, to: ORDER_STATUS.CANNOT_PURCHASE_FINAL, reason: "販売終了" },
      lang: "en-us",
    });
    expect(refused.json).toEqual({
      code: 500,
      msg: "This action is not possible in the order's current status",
    });
    expect(await statusOf(bought.order.id)).toBe(ORDER_STATUS.PURCHASED);
    expect(await ledgerSum(bought.customer.id)).toBe(before);
    expect(await auditOf(bought.order.id)).toEqual([]);
  });
});

describe("an agent order's price check (99)", () => {
  it("a higher price asks the seller once (the same again replays); a lower one goes on to purchase with the difference back", async () => {
    // 4 × 10.00 yuan = 800 yen of goods at rate 20.
    const a = await agentOrderToCheck(1_000, 4);
    const notices = () => getDb().message.count({ where: { customerId: a.customer.id } });
    const higher = { orderId: a.order.id, lines: [{ lineId: a.lineId, unitPrice: 12.5 }] };
    const res = await desk("POST", "/confirmPrice", { body: higher });
    expect(res.json).toMatchObject({
      code: 200,
      msg: "実際の価格が高いため、顧客に追加代金の承認を依頼しました",
      data: { orderStatus: ORDER_STATUS.AWAITING_CONFIRMATION, refundYen: 0, replayed: false },
    });
    const extra = res.json.data.extraYen as number;
    // 50.00 yuan = 1,000 yen of goods + 5 % commission + 100 shipping = 1,150 against 940 paid.
    expect(extra).toBe(210);
    const told = await notices();
    expect(told).toBe(1);
    const queue = await desk("GET", "/orders", { query: { q: a.customer.email } });
    expect(queue.json.rows![0]).toMatchObject({ priceCheck: "proposed", priceProposalYen: extra });
    expect(queue.json.rows![0].lines[0].proposedPrice).toBe(12.5);

    const again = await desk("POST", "/confirmPrice", { body: higher });
    expect(again.json.data).toMatchObject({ extraYen: extra, replayed: true });
    expect(await notices()).toBe(told);
    expect(await auditOf(a.order.id)).toHaveLength(1);

    const balance = await balanceOf(a.customer.id);
    const lower = await desk("POST", "/confirmPrice", {
      body: {
        orderId: a.order.id,
        lines: [{ lineId: a.lineId, unitPrice: 9 }],
        note: "値下がりしていました",
      },
    });
    expect(lower.json).toMatchObject({
      code: 200,
      msg: "価格を確定しました。注文は買付待ちになりました",
      data: { orderStatus: ORDER_STATUS.AWAITING_PURCHASE, extraYen: 0, replayed: false },
    });
    // 36.00 yuan = 720 yen + 36 commission + 100 shipping = 856 of the 940 paid.
    const refundYen = lower.json.data.refundYen as number;
    expect(refundYen).toBe(84);
    expect(await balanceOf(a.customer.id)).toBe(balance + refundYen);
    const row = await orderRow(a.order.id);
    expect(row.priceProposalYen).toBeNull();
    expect(row.lines[0]).toMatchObject({ unitPriceFen: 900, proposedUnitFen: null });
    const audit = await auditOf(a.order.id);
    expect(audit.map((x) => x.action)).toEqual(["order.confirmPrice", "order.confirmPrice"]);
    expect(audit[0].after).toMatchObject({ priceProposalYen: extra, proposedUnitFen: { [a.lineId]: 1_250 } });
    expect(audit[1]).toMatchObject({
      before: { orderStatus: ORDER_STATUS.AWAITING_CONFIRMATION, priceProposalYen: extra },
      after: { orderStatus: ORDER_STATUS.AWAITING_PURCHASE, unitPriceFen: { [a.lineId]: 900 }, refundYen },
      reason: "値下がりしていました",
    });
    // Confirmed once: a second click is refused and refunds nothing more.
    const twice = await desk("POST", "/confirmPrice", {
      body: { orderId: a.order.id, lines: [{ lineId: a.lineId, unitPrice: 9 }] },
    });
    expect(twice.json.code).toBe(500);
    expect(await balanceOf(a.customer.id)).toBe(balance + refundYen);
  });

  it("an agent order in 99 may be marked cannot purchase, refunded; it cannot be closed directly", async () => {
    const a = await agentOrderToCheck();
    const paid = (await orderRow(a.order.id)).paidYen;
    const close = await desk("POST", "/cannotPurchase", {
      body: { orderId: a.order.id, to: ORDER_STATUS.CANNOT_PURCHASE_FINAL, reason: "x" },
    });
    expect(close.json.code).toBe(500);
    const res = await desk("POST", "/cannotPurchase", {
      body: { orderId: a.order.id, to: ORDER_STATUS.CANNOT_PURCHASE, reason: "リンク切れ" },
    });
    expect(res.json.data).toMatchObject({ orderStatus: ORDER_STATUS.CANNOT_PURCHASE, refundedYen: paid });
    expect(await auditOf(a.order.id)).toHaveLength(1);
  });
});

// The commands run as a second process: they need a database server both processes can reach.
describe.skipIf(!process.env.DATABASE_URL)("the operator commands write the same audit rows", () => {
  async function op(script: string, args: string[]) {
    try {
      const { stdout, stderr } = await promisify(execFile)("npx", ["tsx", `scripts/op/${script}`, ...args], {
        env: process.env,
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const e = error as { code: number; stdout: string; stderr: string };
      return { code: e.code, stdout: e.stdout, stderr: e.stderr };
    }
  }

  it("op:purchase without --as writes it as cli; op:order cannot-purchase --as names the member", async () => {
    const o = await paidOrder();
    const done = await op("warehouse.ts", ["purchase", String(o.order.id), "SUP-CLI-1"]);
    expect(done.code, done.stderr).toBe(0);
    expect((await auditOf(o.order.id)).map((a) => [a.action, a.staffId, a.actor, a.roles])).toEqual([
      ["order.purchase", null, "cli", []],
    ]);

    const other = await paidOrder();
    const stopped = await op("order-status.ts", [
      String(other.order.id),
      "cannot-purchase",
      "在庫切れ",
      "--as",
      purchaser.email,
    ]);
    expect(stopped.code, stopped.stderr).toBe(0);
    expect((await auditOf(other.order.id)).map((a) => [a.action, a.staffId, a.actor, a.reason])).toEqual([
      ["order.cannotPurchase", purchaser.id, purchaser.email, "在庫切れ"],
    ]);
  }, 60_000);
});
