import type { Prisma } from "@/generated/prisma/client";
import { ORDER_STATUS, PROBLEM_PROCESS_STATUS, PROBLEM_TYPE } from "@/lib/codes";
import { now } from "@/lib/clock";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { createNotice, mailNotices, type Notice } from "@/lib/notices/notices";
import { ACTOR } from "@/lib/orders/lifecycle";
import { writeAudit, type Actor as StaffActor } from "@/lib/staff/audit";
import { lockOrder, moveOrder } from "@/lib/orders/move-order";
import type { z } from "zod";
import type { TDefect, TInspectionLine, ZInspection } from "@/lib/validation/warehouse";
import { INSPECTION_PHOTO_MODULAR } from "./inspection-photos";
import { assertDistinctLines, lineOf, linesOf, type LineCounts } from "./lines";
import { measuredSelect, measuredView } from "./measurements";
import { orderLink } from "./record-arrival";

type Tx = Prisma.TransactionClient;

export const problemLink = (problemId: number) => `/order/orderBadDetails?id=${problemId}`;

const refuse = (key: string, values: Record<string, number | string> = {}) =>
  new AppError("VALIDATION", values, key);
const isShortage = (d: TDefect) => d.problemType === PROBLEM_TYPE.SHORTAGE;

/**
 * Every photo must be one the agent stored through the shop's upload storage and not recorded for another
 * seller's order. Recorded here, it becomes the order's seller's: private to them (docs/decisions.md
 * "Private files"). The rows are locked so two orders cannot claim one photo at once.
 */
async function claimPhotos(tx: Tx, customerId: number, urls: string[]) {
  const distinct = [...new Set(urls)];
  if (!distinct.length) return;
  const rows = await tx.$queryRaw<{ id: number; owner_id: number | null }[]>`
    SELECT id, owner_id FROM uploaded_file
    WHERE url = ANY(${distinct}::text[]) AND modular = ${INSPECTION_PHOTO_MODULAR} AND customer_id IS NULL
    ORDER BY id FOR UPDATE`;
  const claimable = rows.filter((r) => r.owner_id === null || r.owner_id === customerId);
  if (rows.length !== distinct.length || claimable.length !== rows.length)
    throw refuse("validation.warehouse.photoUnknown");
  await tx.uploadedFile.updateMany({
    where: { id: { in: rows.map((r) => r.id) }, ownerId: null },
    data: { ownerId: customerId },
  });
}

/** The line as the desk names it: its goods, cut short. */
const goodsOf = (line: LineCounts) => line.goodsName.slice(0, 40);

/**
 * One line's result: every piece not inspected yet is either passed or defective (checked = passed +
 * defective), a shortage counts pieces that never arrived, and the agent photographs every inspected
 * line and every defect it can show.
 */
function checkLine(line: LineCounts, entry: TInspectionLine) {
  const unchecked = line.arrivedQty - line.checkedQty;
  const defective = entry.defects.filter((d) => !isShortage(d)).reduce((n, d) => n + d.quantity, 0);
  const missing = entry.defects.filter(isShortage).reduce((n, d) => n + d.quantity, 0);
  if (entry.passedQty + defective !== unchecked)
    throw refuse("validation.warehouse.inspectAll", { goods: goodsOf(line), pieces: unchecked });
  if (missing > line.quantity - line.arrivedQty)
    throw refuse("validation.warehouse.shortageTooLarge", { max: line.quantity - line.arrivedQty });
  if (unchecked > 0 && !entry.photos.length)
    throw refuse("validation.warehouse.linePhotoRequired", { goods: goodsOf(line) });
  if (entry.defects.some((d) => !isShortage(d) && !d.photos.length))
    throw refuse("validation.warehouse.defectPhotoRequired", { goods: goodsOf(line) });
  return { checked: unchecked, defective };
}

/**
 * What this round measured of one piece of the line: the weight and the size each replace the line's
 * earlier value when given (a later round, e.g. after an exchange, may weigh again); left out, the line
 * keeps its own.
 */
function measuredData(entry: TInspectionLine) {
  return {
    ...(entry.weightGrams !== undefined && { measuredWeightGrams: entry.weightGrams }),
    ...(entry.lengthCm !== undefined && {
      measuredLengthCm: entry.lengthCm,
      measuredWidthCm: entry.widthCm,
      measuredHeightCm: entry.heightCm,
    }),
  };
}

/**
 * The inspection result (8 → 88, or 24 when a defect is found or one of the order's earlier defects still
 * waits for the seller): per line passed and defective pieces with photos, and one piece's weight and size
 * where measured; each defect becomes a problem in processing status 1 for the seller to decide on. The
 * seller hears about the result. With `by` (the inspection desk's member, an operator command's `--as` or
 * "cli") one audit row `order.inspect` in the same transaction. A second submit finds the order past 8 and
 * is refused (status conflict), so no defect is recorded twice.
 */
export async function recordInspection(p: z.output<typeof ZInspection>, by?: StaffActor) {
  assertDistinctLines(p.lines);
  const result = await getDb().$transaction(async (tx) => {
    const order = await lockOrder(tx, p.orderId);
    if (order.order_status !== ORDER_STATUS.INSPECTING) throw new AppError("ORDER_STATUS_CONFLICT");
    const lines = await linesOf(tx, order.id);
    for (const l of lines)
      if (l.arrivedQty > l.checkedQty && !p.lines.some((e) => e.lineId === l.id))
        throw refuse("validation.warehouse.lineNotInspected", { lineId: l.id });
    await claimPhotos(
      tx,
      order.customer_id,
      p.lines.flatMap((e) => [...e.photos, ...e.defects.flatMap((d) => d.photos)]),
    );

    const counts = (rows: LineCounts[]) =>
      Object.fromEntries(
        rows.map((l) => [l.id, { checkedQty: l.checkedQty, passedQty: l.passedQty, badQty: l.badQty }]),
      );
    // The audit row shows the lines measured this round, with what they held before.
    const measuredIds = p.lines.filter((e) => Object.keys(measuredData(e)).length).map((e) => e.lineId);
    const measured = async () =>
      Object.fromEntries(
        (
          await tx.orderLine.findMany({
            where: { id: { in: measuredIds }, orderId: order.id },
            orderBy: { id: "asc" },
            select: { id: true, ...measuredSelect },
          })
        ).map((l) => [l.id, measuredView(l)]),
      );
    const measuredBefore = by && measuredIds.length ? await measured() : {};
    const fromStatus = order.order_status;
    const at = now();
    let passed = 0;
    const created: { id: number; problemType: number; quantity: number }[] = [];
    for (const entry of p.lines) {
      const line = lineOf(lines, entry.lineId);
      const { checked, defective } = checkLine(line, entry);
      passed += entry.passedQty;
      await tx.orderLine.update({
        where: { id: line.id },
        data: {
          checkedQty: line.checkedQty + checked,
          passedQty: line.passedQty + entry.passedQty,
          badQty: line.badQty + defective,
          inspectionImages: { push: entry.photos },
          ...measuredData(entry),
        },
      });
      for (const d of entry.defects)
        created.push(
          await tx.problem.create({
            data: {
              customerId: order.customer_id,
              orderId: order.id,
              orderLineId: line.id,
              problemType: d.problemType,
              processStatus: PROBLEM_PROCESS_STATUS.PENDING,
              quantity: d.quantity,
              description: d.note || null,
              images: d.photos,
              createdAt: at,
              updatedAt: at,
            },
            select: { id: true, problemType: true, quantity: true },
          }),
        );
    }
    const waiting = await tx.problem.count({
      where: { orderId: order.id, processStatus: PROBLEM_PROCESS_STATUS.PENDING },
    });
    const to = waiting ? ORDER_STATUS.DEFECT_PENDING : ORDER_STATUS.INSPECTION_FINISHED;
    await moveOrder(tx, order, {
      to,
      actor: ACTOR.OPERATOR,
      by,
      note: p.note,
      text: created.length
        ? { key: "timeline.defectsFound", params: { count: created.length, passed } }
        : { key: "timeline.inspectionPassed", params: { passed } },
      data: { inspectedAt: at },
    });
    if (by)
      await writeAudit(tx, by, {
        action: "order.inspect",
        entityType: "order",
        entityId: order.id,
        before: { orderStatus: fromStatus, lines: counts(lines), measured: measuredBefore },
        after: {
          orderStatus: to,
          lines: counts(await linesOf(tx, order.id)),
          measured: measuredIds.length ? await measured() : {},
          photos: p.lines.reduce((n, e) => n + e.photos.length, 0),
          problemIds: created.map((c) => c.id),
        },
        reason: p.note ?? null,
      });
    const notices: Notice[] = [];
    for (const c of created)
      notices.push(
        await createNotice(tx, {
          customerId: order.customer_id,
          name: "defectFound",
          params: { orderNo: order.order_no, problemType: c.problemType, quantity: c.quantity },
          link: problemLink(c.id),
        }),
      );
    if (!created.length)
      notices.push(
        await createNotice(tx, {
          customerId: order.customer_id,
          name: "inspectionPassed",
          params: { orderNo: order.order_no, passed },
          link: orderLink(order.id),
        }),
      );
    return { orderId: order.id, orderStatus: to, passed, problemIds: created.map((c) => c.id), notices };
  });
  await mailNotices(result.notices);
  return result;
}
