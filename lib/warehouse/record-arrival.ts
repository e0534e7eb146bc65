import { ORDER_STATUS, PROBLEM_HANDLING, PROBLEM_PROCESS_STATUS, PROBLEM_TYPE } from "@/lib/codes";
import { now } from "@/lib/clock";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { createNotice, mailNotices, type Notice } from "@/lib/notices/notices";
import { ACTOR } from "@/lib/orders/lifecycle";
import { writeAudit, type Actor as StaffActor } from "@/lib/staff/audit";
import { assertStatus, lockOrder, moveOrder, type LockedOrder } from "@/lib/orders/move-order";
import type { z } from "zod";
import type { ZOrderNote, TArrivalParsed } from "@/lib/validation/warehouse";
import { ARRIVING } from "./arriving";
import { assertDistinctLines, lineOf, linesOf, type LineCounts } from "./lines";
import type { Prisma } from "@/generated/prisma/client";

type Tx = Prisma.TransactionClient;

export const orderLink = (orderId: number) => `/order/orderDetails?id=${orderId}`;

/** Statuses in which pieces are on their way to the warehouse (./arriving.ts). */
export { ARRIVING };

/**
 * A reissue replaces defective pieces: when the new ones come in, the defective ones leave the stock
 * (the agent disposes of them). A shortage's pieces never arrived, so there is nothing to remove. The new
 * pieces come alone (40) or, when the order also has an exchange, with its replacements (32).
 */
async function setAsideReissued(tx: Tx, orderId: number, lines: LineCounts[]) {
  const reissues = await tx.problem.findMany({
    where: { orderId, processStatus: PROBLEM_PROCESS_STATUS.IN_PROCESS, handling: PROBLEM_HANDLING.REISSUE },
    select: { orderLineId: true, problemType: true, applyQuantity: true },
  });
  for (const r of reissues) {
    if (r.problemType === PROBLEM_TYPE.SHORTAGE || !r.orderLineId || !r.applyQuantity) continue;
    const line = lineOf(lines, r.orderLineId);
    const q = Math.min(r.applyQuantity, line.badQty);
    line.arrivedQty -= q;
    line.checkedQty -= q;
    line.badQty -= q;
  }
}

/** Exchanges and reissues are done once their pieces are back at the warehouse. */
async function finishReplacements(tx: Tx, orderId: number) {
  await tx.problem.updateMany({
    where: {
      orderId,
      processStatus: PROBLEM_PROCESS_STATUS.IN_PROCESS,
      handling: { in: [PROBLEM_HANDLING.EXCHANGE, PROBLEM_HANDLING.REISSUE] },
    },
    data: { processStatus: PROBLEM_PROCESS_STATUS.PROCESSED, handledAt: now(), updatedAt: now() },
  });
}

async function arrive(tx: Tx, order: LockedOrder, p: TArrivalParsed) {
  const lines = await linesOf(tx, order.id);
  const before = lines.map((l) => ({ lineId: l.id, arrivedQty: l.arrivedQty }));
  if (order.order_status !== ORDER_STATUS.AWAITING_ARRIVAL) await setAsideReissued(tx, order.id, lines);
  let pieces = 0;
  for (const entry of p.lines) {
    const line = lineOf(lines, entry.lineId);
    if (line.arrivedQty + entry.arrivedQty > line.quantity)
      throw new AppError(
        "VALIDATION",
        { max: line.quantity - line.arrivedQty },
        "validation.warehouse.overArrival",
      );
    line.arrivedQty += entry.arrivedQty;
    pieces += entry.arrivedQty;
  }
  if (pieces < 1) throw new AppError("VALIDATION", {}, "validation.warehouse.nothingArrived");
  for (const l of lines)
    await tx.orderLine.update({
      where: { id: l.id },
      data: { arrivedQty: l.arrivedQty, checkedQty: l.checkedQty, badQty: l.badQty },
    });
  return { pieces, missing: lines.reduce((n, l) => n + l.quantity - l.arrivedQty, 0), before };
}

export type ArrivalResult = {
  orderId: number;
  orderStatus: number;
  pieces: number;
  missing: number;
  notices: Notice[];
};

/**
 * The arrival inside the caller's transaction, without its audit row: recordArrival writes "order.arrive", the
 * receiving desk's match (lib/warehouse/receiving.ts) one row naming the parcel and the order. The caller mails
 * `notices` after the commit.
 */
export async function arriveInTransaction(
  tx: Tx,
  p: TArrivalParsed,
  by?: StaffActor,
): Promise<ArrivalResult & { fromStatus: number; before: { lineId: number; arrivedQty: number }[] }> {
  assertDistinctLines(p.lines);
  const order = await lockOrder(tx, p.orderId);
  const fromStatus = order.order_status;
  assertStatus(order, ARRIVING);
  const { pieces, missing, before } = await arrive(tx, order, p);
  if (fromStatus !== ORDER_STATUS.AWAITING_ARRIVAL) await finishReplacements(tx, order.id);
  await moveOrder(tx, order, {
    to: ORDER_STATUS.ARRIVED,
    actor: ACTOR.OPERATOR,
    by,
    note: p.note,
    text: missing
      ? { key: "timeline.arrivedShort", params: { pieces, missing } }
      : { key: "timeline.arrived", params: { pieces } },
    data: { arrivedAt: now() },
  });
  const notice = await createNotice(tx, {
    customerId: order.customer_id,
    name: missing ? "arrivedShort" : "arrived",
    params: { orderNo: order.order_no, pieces, missing },
    link: orderLink(order.id),
  });
  return {
    orderId: order.id,
    orderStatus: order.order_status,
    pieces,
    missing,
    notices: [notice],
    fromStatus,
    before,
  };
}

/** What an arrival's audit row records beside its action: the status and the pieces per line, before and after. */
export function arrivalAudit(r: Awaited<ReturnType<typeof arriveInTransaction>>, p: TArrivalParsed) {
  return {
    before: { orderStatus: r.fromStatus, lines: r.before },
    after: {
      orderStatus: r.orderStatus,
      pieces: r.pieces,
      missing: r.missing,
      lines: p.lines.map((l) => ({ lineId: l.lineId, arrivedQty: l.arrivedQty })),
    },
  };
}

/**
 * Goods came in at the warehouse in China (0 → 4, and 32 / 40 → 4 when exchanged or reissued pieces come
 * back): pieces per line, never more than ordered. A short arrival shows on the order at once and the
 * seller hears about it. With `by` (the receiving desk, `op:arrive`) one audit row "order.arrive" is written in
 * the same transaction; the demo seed's replayed history passes none. A second submit finds the order at 4 and
 * is refused: nothing counts twice.
 */
export async function recordArrival(p: TArrivalParsed, by?: StaffActor): Promise<ArrivalResult> {
  const result = await getDb().$transaction(async (tx) => {
    const r = await arriveInTransaction(tx, p, by);
    if (by)
      await writeAudit(tx, by, {
        action: "order.arrive",
        entityType: "order",
        entityId: r.orderId,
        ...arrivalAudit(r, p),
        reason: p.note || null,
      });
    return r;
  });
  await mailNotices(result.notices);
  const { orderId, orderStatus, pieces, missing, notices } = result;
  return { orderId, orderStatus, pieces, missing, notices };
}

/**
 * The agent starts inspecting the pieces that arrived (4 → 8). With `by` (the inspection desk's member, an
 * operator command's `--as` or "cli") one audit row `order.startInspection`; a second submit is refused.
 */
export async function startInspection(p: z.output<typeof ZOrderNote>, by?: StaffActor) {
  return getDb().$transaction(async (tx) => {
    const order = await lockOrder(tx, p.orderId);
    const fromStatus = order.order_status;
    await moveOrder(tx, order, {
      to: ORDER_STATUS.INSPECTING,
      actor: ACTOR.OPERATOR,
      by,
      note: p.note,
      text: { key: "timeline.inspecting" },
    });
    if (by)
      await writeAudit(tx, by, {
        action: "order.startInspection",
        entityType: "order",
        entityId: order.id,
        before: { orderStatus: fromStatus },
        after: { orderStatus: order.order_status },
        reason: p.note ?? null,
      });
    return { orderId: order.id, orderStatus: order.order_status };
  });
}
