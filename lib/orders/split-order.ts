import type { Prisma } from "@/generated/prisma/client";
import { now } from "@/lib/clock";
import { AppError } from "@/lib/errors";
import { fenToYen } from "@/lib/pricing/convert";
import type { Actor as StaffActor } from "@/lib/staff/audit";
import type { Actor } from "./lifecycle";
import type { LockedOrder } from "./move-order";

type Tx = Prisma.TransactionClient;

/** Pieces of one line that move to the new order, and which warehouse counters they take along. */
export type SplitPiece = {
  lineId: number;
  quantity: number;
  /** of the moving pieces: how many had arrived, were checked, passed and defective */
  counts: { arrivedQty: number; checkedQty: number; passedQty: number; badQty: number };
};

export type SplitResult = { id: number; orderNo: string; lineIds: Map<number, number> };

/**
 * Splits pieces off an order (locked by the caller) into a new order `<order no>-S<n>` in `status`: the
 * goods money of the pieces goes along (and as much of what was paid), the rate, supplier, domestic
 * shipment and warehouse dates stay the same; commission and domestic shipping stay with the original.
 * A line whose every piece moves is moved as it is; otherwise the new order gets a line for the pieces.
 * Both timelines name the other order. Returns the new order and, per original line, the line that
 * now holds the moved pieces.
 */
export async function splitOrder(
  tx: Tx,
  parent: LockedOrder,
  pieces: readonly SplitPiece[],
  opts: { status: number; actor: Actor; by?: StaffActor },
): Promise<SplitResult> {
  const row = await tx.order.findUniqueOrThrow({
    where: { id: parent.id },
    include: {
      lines: { where: { id: { in: pieces.map((p) => p.lineId) } } },
      _count: { select: { splitOrders: true } },
    },
  });
  const lineOf = (id: number) => {
    const line = row.lines.find((l) => l.id === id);
    if (!line) throw new AppError("NOT_FOUND");
    return line;
  };
  const goodsFen = pieces.reduce((s, p) => s + lineOf(p.lineId).unitPriceFen * p.quantity, 0);
  const goodsYen = Math.min(fenToYen(goodsFen, Number(row.rateUsed)), row.goodsAmountYen);
  const paidYen = Math.min(goodsYen, parent.paid_yen);
  const purchaseFen = pieces.reduce((s, p) => {
    const l = lineOf(p.lineId);
    return s + (l.purchaseUnitFen ?? l.unitPriceFen) * p.quantity;
  }, 0);
  const at = now();
  const totalPieces = pieces.reduce((n, p) => n + p.quantity, 0);
  const child = await tx.order.create({
    data: {
      customerId: row.customerId,
      orderNo: `${row.orderNo}-S${row._count.splitOrders + 1}`,
      orderStatus: opts.status,
      agentFlag: row.agentFlag,
      platform: row.platform,
      shopName: row.shopName,
      paymentMethod: row.paymentMethod,
      goodsAmountFen: goodsFen,
      goodsAmountYen: goodsYen,
      totalYen: goodsYen,
      paidYen,
      rateUsed: row.rateUsed,
      remark: row.remark,
      addressId: row.addressId,
      paidAt: row.paidAt,
      supplierOrderNo: row.supplierOrderNo,
      purchaseAmountFen: row.purchaseAmountFen === null ? null : purchaseFen,
      purchasedAt: row.purchasedAt,
      domesticCarrier: row.domesticCarrier,
      domesticTrackingNo: row.domesticTrackingNo,
      shippedAt: row.shippedAt,
      arrivedAt: row.arrivedAt,
      inspectedAt: row.inspectedAt,
      storageType: row.storageType,
      inventoryStatus: row.inventoryStatus,
      storedAt: row.storedAt,
      parentOrderId: row.id,
      createdAt: at,
      updatedAt: at,
      statusLogs: {
        create: {
          fromStatus: null,
          toStatus: opts.status,
          actor: opts.actor,
          noteKey: "timeline.splitFrom",
          noteParams: { orderNo: row.orderNo, pieces: totalPieces },
          staffId: opts.by?.staffId ?? null,
          createdAt: at,
        },
      },
    },
    select: { id: true, orderNo: true },
  });
  const lineIds = new Map<number, number>();
  for (const p of pieces) {
    const l = lineOf(p.lineId);
    if (p.quantity === l.quantity) {
      await tx.orderLine.update({ where: { id: l.id }, data: { orderId: child.id } });
      lineIds.set(l.id, l.id);
      continue;
    }
    const created = await tx.orderLine.create({
      data: {
        orderId: child.id,
        goodsId: l.goodsId,
        skuId: l.skuId,
        goodsName: l.goodsName,
        goodsImageUrl: l.goodsImageUrl,
        goodsUrl: l.goodsUrl,
        specs: l.specs,
        unitPriceFen: l.unitPriceFen,
        purchaseUnitFen: l.purchaseUnitFen,
        quantity: p.quantity,
        asin: l.asin,
        fnsku: l.fnsku,
        sellerSku: l.sellerSku,
        ...p.counts,
        inventoryStatus: l.inventoryStatus,
        inspectionImages: l.inspectionImages,
      },
      select: { id: true },
    });
    lineIds.set(l.id, created.id);
    await tx.orderLine.update({
      where: { id: l.id },
      data: {
        quantity: { decrement: p.quantity },
        arrivedQty: { decrement: p.counts.arrivedQty },
        checkedQty: { decrement: p.counts.checkedQty },
        passedQty: { decrement: p.counts.passedQty },
        badQty: { decrement: p.counts.badQty },
      },
    });
  }
  await tx.order.update({
    where: { id: row.id },
    data: {
      goodsAmountFen: row.goodsAmountFen - goodsFen,
      goodsAmountYen: row.goodsAmountYen - goodsYen,
      totalYen: row.totalYen - goodsYen,
      paidYen: parent.paid_yen - paidYen,
      purchaseAmountFen: row.purchaseAmountFen === null ? null : row.purchaseAmountFen - purchaseFen,
    },
  });
  parent.paid_yen -= paidYen;
  return { id: child.id, orderNo: child.orderNo, lineIds };
}
