import type { Prisma } from "@/generated/prisma/client";
import { CONTAINER_STATUS as K, ORDER_STATUS, type AuditVerb } from "@/lib/codes";
import { now } from "@/lib/clock";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { createNotice, mailNotices, type Notice } from "@/lib/notices/notices";
import { ACTOR } from "@/lib/orders/lifecycle";
import { lockOrder, moveOrder } from "@/lib/orders/move-order";
import { writeAudit, type Actor as StaffActor } from "@/lib/staff/audit";
import type { z } from "zod";
import type { ZBillPricing, ZContainerNote, ZDispatch, ZPacking } from "@/lib/validation/shipping";
import { containerLink } from "./container-changes";
import { lockContainer, moveContainer, type LockedContainer } from "./move-container";
import { SHIPPING_FEE_KIND, SHIPPING_RULES, freightLine, labelFeeLines, packedWeight } from "./rates";
import { isCarrier, validTrackingNo } from "./tracking";
import { checkFbaBox } from "./fba-box";
import { claimStorageDues } from "@/lib/warehouse/storage-fees";

type Tx = Prisma.TransactionClient;

/** What an action hands back: its answer, and what its audit row records beside the status. */
type Acted = {
  containerId: number;
  status: number;
  notices?: Notice[];
  audit?: Record<string, unknown>;
  replayed?: boolean;
};

/**
 * One agent action on a packing list in its own transaction; notices are mailed once it committed. Each action
 * takes `by`, the staff member behind it (the packing desk's member, or the operator command's `--as`): the
 * seller's timeline names them and one audit row `container.<action>` (status before and after, with what the
 * action recorded) is written in the same transaction, so a refused action leaves none.
 */
async function act<T extends Acted>(
  containerId: number,
  action: AuditVerb<"container">,
  by: StaffActor | undefined,
  note: string | undefined,
  fn: (tx: Tx, c: LockedContainer) => Promise<T>,
) {
  const result = await getDb().$transaction(async (tx) => {
    const c = await lockContainer(tx, containerId);
    const before = { status: c.status };
    const r = await fn(tx, c);
    if (by && !r.replayed)
      await writeAudit(tx, by, {
        action: `container.${action}`,
        entityType: "container",
        entityId: c.id,
        before,
        after: { status: c.status, ...r.audit },
        reason: note ?? null,
      });
    return r;
  });
  if (result.notices) await mailNotices(result.notices);
  // The answer is what the desk and the command report: the notices went out, the audit row is written.
  const answer: Partial<T> = { ...result };
  delete answer.audit;
  delete answer.notices;
  return answer as Omit<T, "audit" | "notices">;
}

/** The agent checked an FBA shipment (FBA shipment id, labels): it can be packed (11 → 6). */
export function confirmContainer(p: z.output<typeof ZContainerNote>, by?: StaffActor) {
  return act(p.containerId, "confirm", by, p.note, async (tx, c) => {
    await moveContainer(tx, c, {
      to: K.AWAITING_PACKING,
      actor: ACTOR.OPERATOR,
      by,
      note: p.note,
      text: { key: "shipping.timeline.confirmed" },
      data: { confirmedAt: now() },
    });
    return { containerId: c.id, status: c.status };
  });
}

/** The warehouse starts packing (6 → 0). */
export function startPacking(p: z.output<typeof ZContainerNote>, by?: StaffActor) {
  return act(p.containerId, "start", by, p.note, async (tx, c) => {
    await moveContainer(tx, c, {
      to: K.PACKING,
      actor: ACTOR.OPERATOR,
      by,
      note: p.note,
      text: { key: "shipping.timeline.packing" },
    });
    return { containerId: c.id, status: c.status };
  });
}

/**
 * The boxes as packed (0 → 7): size, actual weight (and net weight, else actual minus the carton's tare)
 * and what each box holds; every piece of the packing list is in exactly one box.
 */
export function recordPacking(p: z.output<typeof ZPacking>, by?: StaffActor) {
  return act(p.containerId, "pack", by, p.note, async (tx, c) => {
    if (c.status !== K.PACKING) throw new AppError("CONTAINER_STATUS_CONFLICT");
    const lines = await tx.containerLine.findMany({
      where: { containerId: c.id },
      select: { id: true, quantity: true, orderLine: { select: { goodsName: true } } },
    });
    const packed = new Map<number, number>();
    for (const box of p.boxes)
      for (const item of box.items) {
        if (!lines.some((l) => l.id === item.containerLineId)) throw new AppError("NOT_FOUND");
        packed.set(item.containerLineId, (packed.get(item.containerLineId) ?? 0) + item.quantity);
      }
    for (const l of lines)
      if ((packed.get(l.id) ?? 0) !== l.quantity)
        throw new AppError(
          "VALIDATION",
          {
            goods: (l.orderLine?.goodsName ?? "").slice(0, 40),
            quantity: l.quantity,
            packed: packed.get(l.id) ?? 0,
          },
          "validation.shipping.packAll",
        );
    const fba = await tx.container.findUniqueOrThrow({
      where: { id: c.id },
      select: { amazonSiteId: true },
    });
    if (fba.amazonSiteId !== null) assertFbaBoxes(p.boxes);
    const boxes = p.boxes.map((b, i) => ({
      ...b,
      boxNo: i + 1,
      netWeightGrams: b.netWeightGrams ?? Math.max(0, b.actualWeightGrams - SHIPPING_RULES.cartonTareGrams),
    }));
    for (const b of boxes)
      await tx.containerBox.create({
        data: {
          containerId: c.id,
          boxNo: b.boxNo,
          lengthCm: b.lengthCm,
          widthCm: b.widthCm,
          heightCm: b.heightCm,
          netWeightGrams: b.netWeightGrams,
          actualWeightGrams: b.actualWeightGrams,
          items: {
            create: b.items.map((it) => ({ containerLineId: it.containerLineId, quantity: it.quantity })),
          },
        },
      });
    const weight = packedWeight(boxes);
    await moveContainer(tx, c, {
      to: K.PACKED,
      actor: ACTOR.OPERATOR,
      by,
      note: p.note,
      text: {
        key: "shipping.timeline.packed",
        params: { boxes: boxes.length, kg: weight.chargeGrams / 1_000 },
      },
      data: {
        boxCount: boxes.length,
        netWeightGrams: boxes.reduce((s, b) => s + b.netWeightGrams, 0),
        actualWeightGrams: weight.actualGrams,
        volumeCm3: weight.volumeCm3,
        chargeGrams: weight.chargeGrams,
        packedAt: now(),
      },
    });
    return {
      containerId: c.id,
      status: c.status,
      ...weight,
      audit: {
        boxes: boxes.map((b) => ({
          boxNo: b.boxNo,
          cm: [b.lengthCm, b.widthCm, b.heightCm],
          actualWeightGrams: b.actualWeightGrams,
          netWeightGrams: b.netWeightGrams,
          items: b.items,
        })),
        chargeGrams: weight.chargeGrams,
      },
    };
  });
}

/**
 * The bill (7 → 1), line by line from the shipping table: freight on the packed boxes' chargeable weight,
 * the auxiliary materials, label work, and any other fee the agent adds with a note. The seller is told.
 */
export function priceBill(p: z.output<typeof ZBillPricing>, by?: StaffActor) {
  return act(p.containerId, "bill", by, p.note, async (tx, c) => {
    if (c.status !== K.PACKED) throw new AppError("CONTAINER_STATUS_CONFLICT");
    const row = await tx.container.findUniqueOrThrow({
      where: { id: c.id },
      select: {
        shippingMode: true,
        chargeGrams: true,
        amazonSiteId: true,
        lines: { select: { quantity: true, needsTradeLabel: true } },
        boxOrders: { select: { boxOrderNo: true, totalYen: true, lines: { select: { quantity: true } } } },
      },
    });
    const pieces = row.lines.reduce((n, l) => n + l.quantity, 0);
    // Storage fees carried as an amount due are billed with the next packing list (docs/jobs.md).
    const storage = await claimStorageDues(tx, c.customer_id, c.id);
    const fees = [
      {
        ...freightLine(row.shippingMode, row.chargeGrams ?? 0),
        noteKey: "shipping.fee.freight",
        noteParams: { kg: (row.chargeGrams ?? 0) / 1_000 },
      },
      ...row.boxOrders
        .filter((b) => b.totalYen > 0)
        .map((b) => ({
          kind: SHIPPING_FEE_KIND.MATERIAL,
          quantity: b.lines.reduce((n, l) => n + l.quantity, 0),
          unitYen: 0,
          amountYen: b.totalYen,
          noteKey: "shipping.fee.materials",
          noteParams: { boxOrderNo: b.boxOrderNo },
        })),
      ...labelFeeLines({
        fbaPieces: row.amazonSiteId ? pieces : 0,
        tradePieces: row.lines.filter((l) => l.needsTradeLabel).reduce((n, l) => n + l.quantity, 0),
      }).map((l) => ({ ...l, noteKey: `shipping.fee.${l.kind}`, noteParams: { pieces: l.quantity } })),
      ...p.otherFees.map((f) => ({
        kind: SHIPPING_FEE_KIND.OTHER,
        quantity: 1,
        unitYen: f.amountYen,
        amountYen: f.amountYen,
        noteKey: "shipping.fee.other",
        noteParams: { note: f.note },
      })),
      ...(storage.charges
        ? [
            {
              kind: SHIPPING_FEE_KIND.STORAGE,
              quantity: storage.charges,
              unitYen: 0,
              amountYen: storage.totalYen,
              noteKey: "shipping.fee.storage",
              noteParams: { charges: storage.charges },
            },
          ]
        : []),
    ];
    await tx.containerFee.deleteMany({ where: { containerId: c.id } });
    await tx.containerFee.createMany({ data: fees.map((f, i) => ({ ...f, containerId: c.id, sort: i })) });
    const totalYen = fees.reduce((s, f) => s + f.amountYen, 0);
    const freightYen = fees[0].amountYen;
    await moveContainer(tx, c, {
      to: K.AWAITING_PAYMENT,
      actor: ACTOR.OPERATOR,
      by,
      note: p.note,
      text: { key: "shipping.timeline.billed", params: { total: totalYen } },
      data: { freightYen, otherFeeYen: totalYen - freightYen, totalYen, billedAt: now() },
    });
    const notice = await createNotice(tx, {
      customerId: c.customer_id,
      name: "billReady",
      params: { containerNo: c.container_no, total: totalYen },
      link: containerLink(c.id),
    });
    return {
      containerId: c.id,
      status: c.status,
      totalYen,
      notices: [notice],
      audit: { totalYen, fees: fees.map((f) => ({ kind: f.kind, amountYen: f.amountYen })) },
    };
  });
}

/**
 * The boxes left for Japan (3 → 4): the carrier and each box's tracking number, which must be one the
 * carrier can track ("logistics number invalid" otherwise). The orders are dispatched (48 → 52).
 */
export function dispatchContainer(p: z.output<typeof ZDispatch>, by?: StaffActor) {
  return act(p.containerId, "dispatch", by, p.note, async (tx, c) => {
    if (c.status !== K.AWAITING_DISPATCH) throw new AppError("CONTAINER_STATUS_CONFLICT");
    if (!isCarrier(p.carrier)) throw new AppError("VALIDATION", {}, "validation.shipping.carrier");
    const boxes = await tx.containerBox.findMany({
      where: { containerId: c.id },
      select: { id: true, boxNo: true },
    });
    // Each refusal names its box: on a packing list of many boxes "invalid" alone leaves the floor guessing.
    const boxOf = new Map<string, number>();
    for (const b of boxes) {
      const entry = p.boxes.find((e) => e.boxNo === b.boxNo);
      if (!entry?.trackingNo)
        throw new AppError("VALIDATION", { boxNo: b.boxNo }, "validation.shipping.trackingMissing");
      if (!validTrackingNo(p.carrier, entry.trackingNo))
        throw new AppError("VALIDATION", { boxNo: b.boxNo }, "validation.shipping.trackingInvalidBox");
      // One label scanned onto two boxes: the carrier would track one box twice and the other not at all.
      const other = boxOf.get(entry.trackingNo);
      if (other !== undefined)
        throw new AppError("VALIDATION", { boxNo: b.boxNo, other }, "validation.shipping.trackingTwice");
      boxOf.set(entry.trackingNo, b.boxNo);
      await tx.containerBox.update({ where: { id: b.id }, data: { trackingNo: entry.trackingNo } });
    }
    await moveContainer(tx, c, {
      to: K.DISPATCHED,
      actor: ACTOR.OPERATOR,
      by,
      note: p.note,
      text: { key: "shipping.timeline.dispatched", params: { carrier: p.carrier, boxes: boxes.length } },
      data: { carrier: p.carrier, trackingNo: p.masterTrackingNo ?? null, dispatchedAt: now() },
    });
    const orderIds = (
      await tx.containerLine.findMany({
        where: { containerId: c.id },
        select: { orderId: true },
        distinct: ["orderId"],
      })
    )
      .map((l) => l.orderId)
      .sort((a, b) => a - b);
    for (const id of orderIds) {
      const order = await lockOrder(tx, id);
      if (order.order_status === ORDER_STATUS.AWAITING_DISPATCH)
        await moveOrder(tx, order, {
          to: ORDER_STATUS.DISPATCHED,
          actor: ACTOR.OPERATOR,
          by,
          text: { key: "timeline.dispatched", params: { containerNo: c.container_no } },
        });
    }
    const notice = await createNotice(tx, {
      customerId: c.customer_id,
      name: "dispatched",
      params: { containerNo: c.container_no, carrier: p.carrier, boxes: boxes.length },
      link: containerLink(c.id),
    });
    return {
      containerId: c.id,
      status: c.status,
      orderIds,
      notices: [notice],
      audit: { carrier: p.carrier, boxes: p.boxes, masterTrackingNo: p.masterTrackingNo ?? null },
    };
  });
}

/** Japanese customs released the shipment: from now on the carrier can show the parcels. */
export function markCustomsCleared(p: z.output<typeof ZContainerNote>, by?: StaffActor) {
  return act(p.containerId, "cleared", by, p.note, async (tx, c) => {
    if (c.status !== K.DISPATCHED) throw new AppError("CONTAINER_STATUS_CONFLICT");
    const row = await tx.container.findUniqueOrThrow({
      where: { id: c.id },
      select: { customsClearedAt: true },
    });
    // a second "cleared" changes nothing and is not audited again
    if (row.customsClearedAt) return { containerId: c.id, status: c.status, replayed: true };
    await tx.container.update({ where: { id: c.id }, data: { customsClearedAt: now(), updatedAt: now() } });
    await tx.containerStatusLog.create({
      data: {
        containerId: c.id,
        fromStatus: c.status,
        toStatus: c.status,
        actor: ACTOR.OPERATOR,
        note: p.note ?? null,
        noteKey: "shipping.timeline.customsCleared",
        staffId: by?.staffId ?? null,
        createdAt: now(),
      },
    });
    const notice = await createNotice(tx, {
      customerId: c.customer_id,
      name: "customsCleared",
      params: { containerNo: c.container_no },
      link: containerLink(c.id),
    });
    return {
      containerId: c.id,
      status: c.status,
      replayed: false,
      notices: [notice],
      audit: { customsCleared: true },
    };
  });
}

/** An FBA packing list's boxes within Amazon Japan's limits (lib/shipping/fba-box.ts), checked before they close. */
function assertFbaBoxes(boxes: z.output<typeof ZPacking>["boxes"]) {
  boxes.forEach((b, i) => {
    const pieces = b.items.reduce((n, it) => n + it.quantity, 0);
    const check = checkFbaBox({ ...b, pieces });
    const params = { boxNo: i + 1, size: `${b.lengthCm} × ${b.widthCm} × ${b.heightCm}` };
    if (check.tooLarge) throw new AppError("VALIDATION", params, "validation.shipping.fbaBoxTooLarge");
    if (check.tooSmall) throw new AppError("VALIDATION", params, "validation.shipping.fbaBoxTooSmall");
  });
}
