import { randomUUID } from "node:crypto";
import { ORDER_STATUS, PLATFORM, TRANSACTION_TYPE } from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { changeOrderStatus } from "@/lib/orders/change-order-status";
import { payOrdersWithBalance } from "@/lib/orders/pay-orders";
import { applyBalanceChangeNow } from "@/lib/wallet/ledger";
import { storeInspectionPhoto } from "@/lib/warehouse/inspection-photos";
import { createCustomer } from "./accounts";
import { png } from "./files";
import {
  recordArrival,
  recordDomesticShipment,
  recordInspection,
  recordPurchase,
  startInspection,
} from "./operator";

export const RATE = 20;

/**
 * A customer with a balance and an order awaiting purchase, paid through the real payment function.
 * Lines: [pieces, unit price in fen]; at rate 20 a 1,000-fen piece costs 200 yen.
 */
/** An order of `lines` ([pieces, unit price in fen]) awaiting payment; at rate 20 a 1,000-fen piece costs 200 yen. */
export async function unpaidOrder(customerId: number, lines: [number, number][] = [[10, 1_000]]) {
  const goodsAmountFen = lines.reduce((s, [q, f]) => s + q * f, 0);
  const goodsAmountYen = Math.ceil((goodsAmountFen * RATE) / 100);
  const commissionYen = Math.ceil(goodsAmountYen * 0.05);
  return getDb().order.create({
    data: {
      customerId,
      orderNo: `T${randomUUID().replace(/-/g, "").slice(0, 16)}`,
      orderStatus: ORDER_STATUS.AWAITING_PAYMENT,
      platform: PLATFORM.P1688,
      shopName: "test shop",
      goodsAmountFen,
      goodsAmountYen,
      domesticShippingYen: 100,
      commissionYen,
      totalYen: goodsAmountYen + 100 + commissionYen,
      rateUsed: String(RATE),
      lines: {
        create: lines.map(([quantity, unitPriceFen], i) => ({
          goodsName: `goods ${i + 1}`,
          unitPriceFen,
          quantity,
          goodsId: null,
          specs: `颜色:白;尺码:${["S", "M", "L"][i % 3]}`,
        })),
      },
      statusLogs: {
        create: { fromStatus: null, toStatus: ORDER_STATUS.AWAITING_PAYMENT, actor: "customer" },
      },
    },
    include: { lines: { orderBy: { id: "asc" } } },
  });
}

/**
 * A customer with a balance and an order awaiting purchase, paid through the real payment function and
 * confirmed by the agent (goods outside the catalogue wait for the agent's price check).
 */
export async function paidOrder(
  lines: [number, number][] = [[10, 1_000]],
  opts: { topUp?: number; language?: string } = {},
) {
  const customer = await createCustomer();
  if (opts.language)
    await getDb().customer.update({ where: { id: customer.id }, data: { language: opts.language } });
  await applyBalanceChangeNow({
    customerId: customer.id,
    type: TRANSACTION_TYPE.TOP_UP,
    amountYen: opts.topUp ?? 100_000,
  });
  const order = await unpaidOrder(customer.id, lines);
  await payOrdersWithBalance(customer.id, { orderIds: [order.id] });
  await changeOrderStatus({ orderId: order.id, to: ORDER_STATUS.AWAITING_PURCHASE, actor: "operator" });
  return { customer, order, lineIds: order.lines.map((l) => l.id) };
}

export async function photo(): Promise<string> {
  return (await storeInspectionPhoto("photo.png", new Uint8Array(await png()))).url;
}

/** 1 → 2 → 0 → 4 (all pieces, or `short` fewer on the last line). */
export async function toArrived(orderId: number, lineIds: number[], short = 0) {
  await recordPurchase({ orderId, supplierOrderNo: "SUP-1" });
  await recordDomesticShipment({ orderId, carrier: "中通快递", trackingNo: "ZT1234567890" });
  const lines = await getDb().orderLine.findMany({ where: { id: { in: lineIds } }, orderBy: { id: "asc" } });
  await recordArrival({
    orderId,
    lines: lines.map((l, i) => ({
      lineId: l.id,
      arrivedQty: l.quantity - (i === lines.length - 1 ? short : 0),
    })),
  });
}

type Defect = { lineId: number; problemType: number; quantity: number; note?: string };

/** 4 → 8 → 88 / 24: every piece passes except the defects (each with a photo). */
export async function inspect(orderId: number, defects: Defect[] = []) {
  await startInspection({ orderId });
  const lines = await getDb().orderLine.findMany({ where: { orderId }, orderBy: { id: "asc" } });
  const pic = await photo();
  return recordInspection({
    orderId,
    lines: lines
      .filter((l) => l.arrivedQty > l.checkedQty || defects.some((d) => d.lineId === l.id))
      .map((l) => {
        const own = defects.filter((d) => d.lineId === l.id);
        const bad = own.filter((d) => d.problemType !== 2).reduce((n, d) => n + d.quantity, 0);
        return {
          lineId: l.id,
          passedQty: l.arrivedQty - l.checkedQty - bad,
          photos: [pic],
          defects: own.map((d) => ({ ...d, photos: d.problemType === 2 ? [] : [pic] })),
        };
      }),
  });
}

export const balanceOf = async (customerId: number) =>
  (await getDb().customer.findUniqueOrThrow({ where: { id: customerId }, select: { balanceYen: true } }))
    .balanceYen;

export const ledgerSum = async (customerId: number) =>
  (await getDb().accountTransaction.aggregate({ where: { customerId }, _sum: { amountYen: true } }))._sum
    .amountYen ?? 0;

export const statusOf = async (orderId: number) =>
  (await getDb().order.findUniqueOrThrow({ where: { id: orderId }, select: { orderStatus: true } }))
    .orderStatus;

/** A paid order taken through the warehouse into storage (16), with every piece passed. */
export async function storedOrder(lines: [number, number][] = [[10, 1_000]], opts: { topUp?: number } = {}) {
  const o = await paidOrder(lines, opts);
  await toArrived(o.order.id, o.lineIds);
  await inspect(o.order.id);
  const { storeOrder } = await import("./operator");
  await storeOrder({ orderId: o.order.id });
  return o;
}
