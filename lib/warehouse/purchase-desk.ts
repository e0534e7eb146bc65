import type { Prisma } from "@/generated/prisma/client";
import { AGENT_FLAG, LIMITS, ORDER_STATUS, PLATFORM_KEYS, labelKeyOf } from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import type { Translate } from "@/lib/i18n/messages";
import { ACTOR, canTransition } from "@/lib/orders/lifecycle";
import { fenToYuan } from "@/lib/pricing/convert";
import type { TPurchaseDeskQuery } from "@/lib/validation/staff-purchase";
import { MAX_DB_ID } from "@/lib/validation/rules";
import type { PurchaseTab } from "./purchase-tabs";

/**
 * What the purchase desk reads (docs/warehouse.md "Purchase desk"): the paid orders to buy with everything the
 * purchaser needs to buy them (goods link, SKU and options, quantity, the seller's price and note), agent orders
 * with their price check, and the bought ones waiting for the supplier's tracking number. The desk's actions
 * are the domain functions the operator commands call (recordPurchase, recordDomesticShipment,
 * changeOrderStatus, confirmAgentPrice).
 */

const S = ORDER_STATUS;
const TAB_STATUSES: Record<PurchaseTab, number[]> = {
  purchase: [S.AWAITING_PURCHASE, S.AWAITING_CONFIRMATION],
  shipment: [S.PURCHASED],
};

/** A number typed into the search box that can be a database id (an order's or a seller's). */
const idOf = (q: string) => (/^\d{1,10}$/.test(q) && Number(q) <= MAX_DB_ID ? Number(q) : null);

function search(q: string | undefined): Prisma.OrderWhereInput {
  if (!q) return {};
  const id = idOf(q);
  return {
    OR: [
      ...(id === null ? [] : [{ id }, { customerId: id }]),
      // order numbers are upper case ("PO…", "AG…"); a typed one may not be
      ...[...new Set([q, q.toUpperCase()])].map((no) => ({ orderNo: { startsWith: no } })),
      { supplierOrderNo: q },
      { customer: { email: { contains: q.toLowerCase() } } },
    ],
  };
}

const deskSelect = {
  id: true,
  orderNo: true,
  orderStatus: true,
  agentFlag: true,
  platform: true,
  shopName: true,
  remark: true,
  goodsAmountFen: true,
  goodsAmountYen: true,
  paidYen: true,
  rateUsed: true,
  priceProposalYen: true,
  supplierOrderNo: true,
  purchaseAmountFen: true,
  purchaseRefundYen: true,
  purchasedAt: true,
  paidAt: true,
  createdAt: true,
  customer: { select: { id: true, email: true, userName: true, companyName: true } },
  lines: {
    orderBy: { id: "asc" },
    select: {
      id: true,
      goodsName: true,
      goodsImageUrl: true,
      goodsUrl: true,
      skuId: true,
      specs: true,
      quantity: true,
      unitPriceFen: true,
      purchaseUnitFen: true,
      proposedUnitFen: true,
      referenceImages: true,
      goods: { select: { detailUrl: true } },
    },
  },
} satisfies Prisma.OrderSelect;

type DeskRow = Prisma.OrderGetPayload<{ select: typeof deskSelect }>;

/**
 * The price check of an agent order: `toCheck` (99, the agent has not named the real price yet), `proposed`
 * (99, a higher price waits for the seller's answer), `confirmed` (past 99); `none` for catalogue orders.
 */
function priceCheckOf(o: DeskRow): "none" | "toCheck" | "proposed" | "confirmed" {
  if (o.agentFlag !== AGENT_FLAG.AGENT) return "none";
  if (o.orderStatus !== S.AWAITING_CONFIRMATION) return "confirmed";
  return o.priceProposalYen ? "proposed" : "toCheck";
}

function deskOrderView(o: DeskRow, t: Translate) {
  const can = (to: number) => canTransition(o.orderStatus, to, ACTOR.OPERATOR);
  const statusKey = labelKeyOf("orderStatus", o.orderStatus);
  return {
    id: o.id,
    orderNo: o.orderNo,
    orderStatus: o.orderStatus,
    orderStatusLabel: statusKey ? t(statusKey) : String(o.orderStatus),
    agentOrder: o.agentFlag === AGENT_FLAG.AGENT,
    priceCheck: priceCheckOf(o),
    /** agent orders: what the seller is asked to pay on top at the real price, while they decide */
    priceProposalYen: o.priceProposalYen,
    platform: PLATFORM_KEYS[o.platform] ?? String(o.platform),
    shopName: o.shopName,
    customer: o.customer,
    /** the seller's note to the agent */
    remark: o.remark,
    goodsAmount: fenToYuan(o.goodsAmountFen),
    goodsAmountYen: o.goodsAmountYen,
    paidYen: o.paidYen,
    /** yen per yuan the seller was charged at (a cheaper purchase refunds at this rate) */
    rate: Number(o.rateUsed),
    supplierOrderNo: o.supplierOrderNo,
    purchaseAmount: o.purchaseAmountFen === null ? null : fenToYuan(o.purchaseAmountFen),
    purchaseRefundYen: o.purchaseRefundYen,
    purchaseTime: o.purchasedAt,
    payTime: o.paidAt,
    createTime: o.createdAt,
    lines: o.lines.map((l) => ({
      id: l.id,
      goodsName: l.goodsName,
      goodsImageUrl: l.goodsImageUrl,
      /** where to buy it: the link the order was placed from, else the catalogue goods' page */
      goodsUrl: l.goodsUrl ?? l.goods?.detailUrl ?? null,
      skuId: l.skuId,
      specs: l.specs,
      quantity: l.quantity,
      /** the seller's unit price, yuan */
      unitPrice: fenToYuan(l.unitPriceFen),
      purchaseUnitPrice: l.purchaseUnitFen === null ? null : fenToYuan(l.purchaseUnitFen),
      proposedPrice: l.proposedUnitFen === null ? null : fenToYuan(l.proposedUnitFen),
      referenceImages: l.referenceImages,
    })),
    /** what the desk offers for the order now (each action checks again under the order's lock) */
    actions: {
      purchase: o.orderStatus === S.AWAITING_PURCHASE,
      confirmPrice: o.orderStatus === S.AWAITING_CONFIRMATION,
      ship: o.orderStatus === S.PURCHASED,
      cannotPurchase: can(S.CANNOT_PURCHASE),
      close: can(S.CANNOT_PURCHASE_FINAL),
    },
  };
}
export type PurchaseDeskOrder = ReturnType<typeof deskOrderView>;

/**
 * One tab of the desk, oldest order first (the dashboard's age of the queue), read along
 * `orders (order_status, created_at)`. The total stops at LIMITS.deskListCountCap (the screen shows "1,000+").
 */
export async function listPurchaseDesk(q: TPurchaseDeskQuery, t: Translate) {
  const where: Prisma.OrderWhereInput = { orderStatus: { in: TAB_STATUSES[q.tab] }, ...search(q.q) };
  const db = getDb();
  const [total, rows] = await Promise.all([
    db.order.count({ where, take: LIMITS.deskListCountCap }),
    db.order.findMany({
      where,
      select: deskSelect,
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      skip: (q.pageNum - 1) * q.pageSize,
      take: q.pageSize,
    }),
  ]);
  return { total, rows: rows.map((o) => deskOrderView(o, t)) };
}
