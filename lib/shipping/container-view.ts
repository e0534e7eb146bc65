import type { Prisma } from "@/generated/prisma/client";
import { CONTAINER_STATUS, labelKeyOf } from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { getAddress } from "@/lib/addresses/addresses";
import type { Locale } from "@/lib/i18n/locales";
import { nameIn } from "@/lib/i18n/localized-name";
import { translator, type Translate } from "@/lib/i18n/messages";
import { renderNote, renderSystemText } from "@/lib/i18n/system-text";
import { paymentRefs, paymentRefView } from "@/lib/invoices/payment-refs";
import { labelSelect, labelView } from "./labels";
import { cancelNeedsSupport, canMoveContainer, MODIFIABLE_STATUSES } from "./lifecycle";
import { ACTOR } from "@/lib/orders/lifecycle";
import { trackingState } from "./tracking";

/** A packing list as the lists show it (/batchManage, GET /shop/container/h5/getAllContainerList, list-containers.ts). */
export const rowSelect = {
  id: true,
  containerNo: true,
  status: true,
  shippingMode: true,
  storageType: true,
  amazonSiteId: true,
  fbaShipmentId: true,
  fbaWarehouseCode: true,
  boxCount: true,
  estimateYen: true,
  estimateGrams: true,
  chargeGrams: true,
  totalYen: true,
  carrier: true,
  trackingNo: true,
  remark: true,
  paidAt: true,
  dispatchedAt: true,
  customsClearedAt: true,
  createdAt: true,
  amazonSite: { select: { siteNameEn: true, marketplace: true } },
  // The lines' count is `lines.length`: Prisma sends `_count` as a grouped count of every packing list's lines,
  // which PostgreSQL computes whole for each page (docs/performance.md "Warehouse floor").
  lines: { select: { quantity: true } },
} satisfies Prisma.ContainerSelect;

/** A packing list as rowSelect reads it; the list reads the same fields in one statement (list-containers.ts). */
export type ContainerRow = Prisma.ContainerGetPayload<{ select: typeof rowSelect }>;

export function containerRowView(c: ContainerRow) {
  return {
    id: c.id,
    containerNo: c.containerNo,
    status: c.status,
    shippingMode: c.shippingMode,
    destination: c.amazonSiteId ? ("fba" as const) : ("address" as const),
    amazonSiteName: c.amazonSite?.siteNameEn ?? null,
    fbaShipmentId: c.fbaShipmentId,
    fbaWarehouseCode: c.fbaWarehouseCode,
    lineCount: c.lines.length,
    pieces: c.lines.reduce((n, l) => n + l.quantity, 0),
    boxCount: c.boxCount,
    /** the estimate shown before submitting and the bill once priced (0 until then) */
    estimateYen: c.estimateYen,
    totalYen: c.totalYen,
    carrier: c.carrier,
    trackingNo: c.trackingNo,
    customsCleared: c.customsClearedAt !== null,
    remark: c.remark,
    payTime: c.paidAt,
    dispatchTime: c.dispatchedAt,
    createTime: c.createdAt,
  };
}
export type ContainerRowView = ReturnType<typeof containerRowView>;

const detailInclude = {
  amazonSite: { select: { id: true, siteId: true, siteNameEn: true, marketplace: true } },
  clearancePerson: true,
  lines: {
    orderBy: { id: "asc" },
    include: {
      order: { select: { orderNo: true } },
      orderLine: { select: { goodsName: true, goodsImageUrl: true, specs: true } },
    },
  },
  boxes: {
    orderBy: { boxNo: "asc" },
    include: { items: { select: { containerLineId: true, quantity: true } } },
  },
  fees: { orderBy: { sort: "asc" } },
  charges: { orderBy: { id: "asc" } },
  transactions: paymentRefs,
  labels: { orderBy: { id: "asc" }, select: labelSelect },
  boxOrders: {
    include: {
      lines: {
        include: {
          packingMaterial: { select: { nameJa: true, nameZh: true, nameEn: true, nameKo: true } },
          transportCase: { select: { nameJa: true, nameZh: true, nameEn: true, nameKo: true } },
        },
      },
    },
  },
  statusLogs: {
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    include: { staff: { select: { name: true } } },
  },
} satisfies Prisma.ContainerInclude;

type ChargeRow = Prisma.ContainerChargeGetPayload<object>;

/** A charge after dispatch as its reader sees it: the kind in their language, the figures, the reason. */
function chargeView(ch: ChargeRow, t: Translate) {
  const typeKey = labelKeyOf("transactionType", ch.type);
  return {
    id: ch.id,
    type: ch.type,
    typeLabel: typeKey ? t(typeKey) : String(ch.type),
    amountYen: ch.amountYen,
    carrierGrams: ch.carrierGrams,
    carrierFreightYen: ch.carrierFreightYen,
    billedGrams: ch.billedGrams,
    billedFreightYen: ch.billedFreightYen,
    dutyYen: ch.dutyYen,
    consumptionTaxYen: ch.consumptionTaxYen,
    localTaxYen: ch.localTaxYen,
    declarationNo: ch.declarationNo,
    reason: ch.reason,
    transactionId: ch.transactionId,
    createTime: ch.createdAt,
  };
}

/**
 * One of the seller's packing lists (/batchDetails, /batchBill, /packingList): lines, boxes with what each
 * holds and its tracking state, destination, importer, labels, materials, the bill line by line next to the
 * estimate (the difference explained by the chargeable weights), the timeline, and what the seller can do.
 */
export async function getContainer(customerId: number, id: number, locale: Locale) {
  const c = await getDb().container.findFirst({ where: { id, customerId }, include: { ...detailInclude } });
  if (!c) throw new AppError("NOT_FOUND");
  const t = translator(locale);
  const address = c.addressId ? await getAddress(customerId, c.addressId, locale).catch(() => null) : null;
  const goodsOf = new Map(c.lines.map((l) => [l.id, l.orderLine?.goodsName ?? ""]));
  const customsCleared = c.customsClearedAt !== null;
  return {
    ...containerRowView({ ...c, lines: c.lines }),
    netWeightGrams: c.netWeightGrams,
    actualWeightGrams: c.actualWeightGrams,
    volumeCm3: c.volumeCm3,
    estimateGrams: c.estimateGrams,
    chargeGrams: c.chargeGrams,
    freightYen: c.freightYen,
    otherFeeYen: c.otherFeeYen,
    billTime: c.billedAt,
    customsClearTime: c.customsClearedAt,
    address,
    clearancePerson: c.clearancePerson,
    amazonSite: c.amazonSite,
    lines: c.lines.map((l) => ({
      id: l.id,
      orderId: l.orderId,
      orderNo: l.order.orderNo,
      orderLineId: l.orderLineId,
      goodsName: l.orderLine?.goodsName ?? null,
      goodsImageUrl: l.orderLine?.goodsImageUrl ?? null,
      goodsSpecs: l.orderLine?.specs ?? null,
      quantity: l.quantity,
      asin: l.asin,
      fnsku: l.fnsku,
      sellerSku: l.sellerSku,
      needsTradeLabel: l.needsTradeLabel,
    })),
    boxes: c.boxes.map((b) => {
      const tracking = trackingState(b, c.carrier, customsCleared);
      return {
        id: b.id,
        boxNo: b.boxNo,
        lengthCm: b.lengthCm,
        widthCm: b.widthCm,
        heightCm: b.heightCm,
        netWeightGrams: b.netWeightGrams,
        actualWeightGrams: b.actualWeightGrams,
        trackingNo: b.trackingNo,
        trackingState: tracking.state,
        trackingMessage:
          tracking.state === "invalid"
            ? t("spec.logisticsInvalid")
            : tracking.state === "notRegistered"
              ? t("spec.packageNotRegistered")
              : null,
        trackingUrl: tracking.url,
        items: b.items.map((i) => ({ ...i, goodsName: goodsOf.get(i.containerLineId) ?? "" })),
      };
    }),
    fees: c.fees.map((f) => ({
      kind: f.kind,
      quantity: f.quantity,
      unitYen: f.unitYen,
      amountYen: f.amountYen,
      description: f.noteKey ? renderSystemText(t, f.noteKey, f.noteParams) : f.kind,
    })),
    /** charges and refunds after dispatch (docs/shipping.md "After dispatch"), with the figures behind them */
    charges: c.charges.map((ch) => chargeView(ch, t)),
    /** the ledger rows that paid for it: their ids download their qualified invoices */
    payments: c.transactions.map(paymentRefView),
    /** the bill against the estimate: positive when the bill is higher; explained by the weights */
    estimateDifferenceYen: c.totalYen ? c.totalYen - c.estimateYen : null,
    labels: c.labels.map(labelView),
    boxOrders: c.boxOrders.map((b) => ({
      id: b.id,
      boxOrderNo: b.boxOrderNo,
      status: b.status,
      totalYen: b.totalYen,
      payTime: b.paidAt,
      lines: b.lines.map((l) => ({
        id: l.id,
        kind: l.packingMaterialId ? ("packingMaterial" as const) : ("transportCase" as const),
        name: nameIn((l.packingMaterial ?? l.transportCase)!, locale),
        quantity: l.quantity,
        unitPriceYen: l.unitPriceYen,
        amountYen: l.amountYen,
      })),
    })),
    timeline: c.statusLogs.map((s) => ({
      fromStatus: s.fromStatus,
      toStatus: s.toStatus,
      actor: s.actor,
      note: renderNote(t, s),
      /** the member of the agent's staff who made the move, as the owner entered the name; null otherwise */
      staffName: s.staff?.name ?? null,
      createTime: s.createdAt,
    })),
    canModify: MODIFIABLE_STATUSES.includes(c.status),
    canCancel: canMoveContainer(c.status, CONTAINER_STATUS.CANCELLED, ACTOR.CUSTOMER),
    /** packing has started or the bill is out: only customer service can cancel it now */
    cancelViaSupport: cancelNeedsSupport(c.status),
    canPay: c.status === CONTAINER_STATUS.AWAITING_PAYMENT,
  };
}
export type ContainerDetailView = Awaited<ReturnType<typeof getContainer>>;
