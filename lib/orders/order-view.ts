import type { Prisma } from "@/generated/prisma/client";
import { PLATFORM_KEYS } from "@/lib/codes";
import { fenToYuan } from "@/lib/pricing/convert";
import { ARRIVED_STATUSES } from "./lifecycle";

export const orderLineSelect = {
  id: true,
  goodsId: true,
  skuId: true,
  goodsName: true,
  goodsImageUrl: true,
  goodsUrl: true,
  specs: true,
  unitPriceFen: true,
  quantity: true,
  asin: true,
  fnsku: true,
  sellerSku: true,
  arrivedQty: true,
  checkedQty: true,
  passedQty: true,
  badQty: true,
  inspectionImages: true,
  inventoryStatus: true,
  proposedUnitFen: true,
  referenceImages: true,
} satisfies Prisma.OrderLineSelect;

type Line = Prisma.OrderLineGetPayload<{ select: typeof orderLineSelect }>;

/** `arrived`: the order has reached the warehouse (ARRIVED_STATUSES); before that nothing is missing. */
export function lineView(l: Line, arrived: boolean) {
  return {
    id: l.id,
    goodsId: l.goodsId,
    skuId: l.skuId,
    goodsName: l.goodsName,
    goodsImageUrl: l.goodsImageUrl,
    goodsUrl: l.goodsUrl,
    goodsSpecs: l.specs,
    goodsPrice: fenToYuan(l.unitPriceFen),
    goodsCount: l.quantity,
    asin: l.asin,
    fnsku: l.fnsku,
    sellerSku: l.sellerSku,
    /** warehouse counts: pieces arrived, inspected, passed and defective (docs/warehouse.md) */
    arrivedQty: l.arrivedQty,
    checkedQty: l.checkedQty,
    passedQty: l.passedQty,
    badQty: l.badQty,
    /** pieces that did not arrive with the order (a short arrival shows at once); 0 until it arrives */
    missingQty: arrived ? Math.max(0, l.quantity - l.arrivedQty) : 0,
    inspectionImages: l.inspectionImages,
    inventoryStatus: l.inventoryStatus,
    /** agent orders: the seller's pictures, and the real unit price (yuan) when above the seller's */
    referenceImages: l.referenceImages,
    proposedPrice: l.proposedUnitFen === null ? null : fenToYuan(l.proposedUnitFen),
  };
}

/** The columns of an order orderView reads; the rate also as the text of its decimal (a list read by hand). */
type OrderFields = Pick<
  Prisma.OrderGetPayload<object>,
  | "id"
  | "orderNo"
  | "orderStatus"
  | "agentFlag"
  | "platform"
  | "shopName"
  | "paymentMethod"
  | "goodsAmountFen"
  | "goodsAmountYen"
  | "domesticShippingYen"
  | "commissionYen"
  | "totalYen"
  | "paidYen"
  | "remark"
  | "addressId"
  | "domesticCarrier"
  | "domesticTrackingNo"
  | "purchaseRefundYen"
  | "priceProposalYen"
  | "storageType"
  | "inventoryStatus"
  | "parentOrderId"
  | "purchasedAt"
  | "arrivedAt"
  | "inspectedAt"
  | "storedAt"
  | "paidAt"
  | "createdAt"
  | "updatedAt"
> & { rateUsed: Prisma.Decimal | string };

/** An order as orderView takes it: its fields and its lines. */
export type OrderSource = OrderFields & { lines: Line[] };

export function orderView(o: OrderSource) {
  return {
    id: o.id,
    orderNo: o.orderNo,
    orderStatus: o.orderStatus,
    agentFlag: o.agentFlag,
    platformType: o.platform,
    platform: PLATFORM_KEYS[o.platform],
    shopName: o.shopName,
    paymentMethod: o.paymentMethod,
    goodsAmount: fenToYuan(o.goodsAmountFen),
    goodsAmountYen: o.goodsAmountYen,
    domesticShippingYen: o.domesticShippingYen,
    commissionYen: o.commissionYen,
    totalYen: o.totalYen,
    paidYen: o.paidYen,
    rate: Number(o.rateUsed),
    remark: o.remark,
    addressId: o.addressId,
    domesticCarrier: o.domesticCarrier,
    domesticTrackingNo: o.domesticTrackingNo,
    /** returned to the balance because the agent bought for less */
    purchaseRefundYen: o.purchaseRefundYen,
    /** agent orders: what the seller is asked to pay on top to go on at the real price */
    priceProposalYen: o.priceProposalYen,
    storageType: o.storageType,
    inventoryStatus: o.inventoryStatus,
    parentOrderId: o.parentOrderId,
    purchaseTime: o.purchasedAt,
    arrivalTime: o.arrivedAt,
    inspectionTime: o.inspectedAt,
    storageTime: o.storedAt,
    goodsCount: o.lines.reduce((n, l) => n + l.quantity, 0),
    lines: o.lines.map((l) => lineView(l, ARRIVED_STATUSES.includes(o.orderStatus))),
    payTime: o.paidAt,
    createTime: o.createdAt,
    updateTime: o.updatedAt,
  };
}
