import { Prisma } from "@/generated/prisma/client";
import { now } from "@/lib/clock";
import {
  LIMITS,
  ORDER_STATUS,
  PROBLEM_HANDLING,
  PROBLEM_PROCESS_STATUS,
  PROBLEM_TYPE,
  labelKeyOf,
} from "@/lib/codes";
import { getDb, type DbTx } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import type { Translate } from "@/lib/i18n/messages";
import { mailNotices } from "@/lib/notices/notices";
import { writeAudit, type Actor } from "@/lib/staff/audit";
import {
  isOrderNo,
  type TExpectedArrivalsQuery,
  type TReceivingLookup,
  type TUnmatchedArrivalMatch,
  type TUnmatchedArrivalQuery,
  type TUnmatchedArrivalRecord,
} from "@/lib/validation/receiving";
import { ARRIVAL_PHOTO_MODULAR } from "./arrival-photos";
import { ARRIVING } from "./arriving";
import { arrivalAudit, arriveInTransaction } from "./record-arrival";

/**
 * The receiving desk (docs/warehouse.md "Receiving"): a scanned domestic tracking number opens its orders and
 * their pieces arrive through recordArrival, as with `op:arrive`; a parcel matching nothing is kept as an
 * unmatched arrival until staff match it to an order, and flagged when it waits too long. Nothing arrived is
 * lost: every parcel either moves an order or has a row here.
 */

const DAY = 86_400_000;
/** Orders one tracking number may name (a supplier's parcel carries a few orders at most). */
const LOOKUP_MAX = 20;

// ── lookup ──

const lookupSelect = {
  id: true,
  orderNo: true,
  orderStatus: true,
  domesticCarrier: true,
  domesticTrackingNo: true,
  shippedAt: true,
  lines: {
    orderBy: { id: "asc" },
    select: {
      id: true,
      goodsName: true,
      goodsImageUrl: true,
      specs: true,
      skuId: true,
      quantity: true,
      arrivedQty: true,
      badQty: true,
    },
  },
} satisfies Prisma.OrderSelect;

/**
 * Pieces each line may still bring: what was ordered less what is here. A reissue's new pieces replace defective
 * ones that leave the stock when they come (recordArrival sets them aside), so those count as expected again.
 */
async function expectedByLine(orders: { id: number; orderStatus: number }[]) {
  const reissued = orders.filter((o) => o.orderStatus === ORDER_STATUS.REISSUE_AWAITING_ARRIVAL);
  const back = new Map<number, number>();
  if (!reissued.length) return back;
  const problems = await getDb().problem.findMany({
    where: {
      orderId: { in: reissued.map((o) => o.id) },
      processStatus: PROBLEM_PROCESS_STATUS.IN_PROCESS,
      handling: PROBLEM_HANDLING.REISSUE,
      problemType: { not: PROBLEM_TYPE.SHORTAGE },
      orderLineId: { not: null },
    },
    select: { orderLineId: true, applyQuantity: true },
  });
  for (const p of problems)
    back.set(p.orderLineId!, (back.get(p.orderLineId!) ?? 0) + (p.applyQuantity ?? 0));
  return back;
}

const ordersWhere = (where: Prisma.OrderWhereInput) =>
  getDb().order.findMany({ where, orderBy: { id: "asc" }, take: LOOKUP_MAX, select: lookupSelect });

/**
 * What a lookup names: a tracking number's orders; an order number's order; and what the scan field read
 * (`code`) is tried as a tracking number first and, when no order has it and it has the order number's format
 * (ORDER_NO_FORMAT in lib/codes.ts), as an order number — which must then exist.
 */
async function ordersOf(q: TReceivingLookup) {
  if (q.orderNo) return { by: "orderNo" as const, rows: await ordersWhere({ orderNo: q.orderNo }) };
  const trackingNo = q.code ?? q.trackingNo!;
  const rows = await ordersWhere({ domesticTrackingNo: trackingNo });
  if (rows.length || q.code === undefined || !isOrderNo(q.code))
    return { by: "trackingNo" as const, trackingNo, rows };
  const orderNo = q.code.toUpperCase();
  const byNo = await ordersWhere({ orderNo });
  if (!byNo.length) throw new AppError("NOT_FOUND", { orderNo }, "staff.receiving.errors.orderNoNotFound");
  return { by: "orderNo" as const, rows: byNo };
}

/**
 * The orders a scan names (a tracking number, or one of our order numbers written on the parcel) or, when
 * matching a parcel, a typed order number, with each line's pieces ordered, here and expected; `receivable`
 * where recordArrival takes them now; `foundBy` says which number found them. `unmatched`: the open unmatched
 * arrival of that tracking number, when the parcel was recorded as one already.
 */
export async function lookupArrivals(q: TReceivingLookup, t: Translate) {
  const found = await ordersOf(q);
  const rows = found.rows;
  const back = await expectedByLine(rows);
  const unmatched =
    found.by === "trackingNo"
      ? await getDb().unmatchedArrival.findFirst({
          where: { trackingNo: found.trackingNo, matchedAt: null },
          select: { id: true, createdAt: true, flaggedAt: true },
        })
      : null;
  return {
    foundBy: found.by,
    orders: rows.map((o) => {
      const receivable = ARRIVING.includes(o.orderStatus);
      const label = labelKeyOf("orderStatus", o.orderStatus);
      return {
        id: o.id,
        orderNo: o.orderNo,
        orderStatus: o.orderStatus,
        statusLabel: label ? t(label) : String(o.orderStatus),
        receivable,
        domesticCarrier: o.domesticCarrier,
        domesticTrackingNo: o.domesticTrackingNo,
        shipTime: o.shippedAt,
        lines: o.lines.map((l) => {
          const setAside = Math.min(back.get(l.id) ?? 0, l.badQty);
          return {
            id: l.id,
            goodsName: l.goodsName,
            goodsImageUrl: l.goodsImageUrl,
            specs: l.specs,
            skuId: l.skuId,
            quantity: l.quantity,
            arrivedQty: l.arrivedQty,
            expectedQty: receivable ? Math.max(0, l.quantity - l.arrivedQty + setAside) : 0,
          };
        }),
      };
    }),
    unmatched: unmatched
      ? { id: unmatched.id, createTime: unmatched.createdAt, flagged: unmatched.flaggedAt !== null }
      : null,
  };
}

// ── expected arrivals ──

/**
 * The ids of one page of expected arrivals, oldest supplier shipment first (none recorded: last), then by id. One
 * ordered scan of `orders_order_status_shipped_at_id_idx` per status, merged: PostgreSQL reads an IN list of
 * statuses from that index in no useful order and would sort every order on its way (tens of thousands in a
 * large shop) for each page. Each branch stops after the rows up to the page's end.
 */
async function expectedPage(offset: number, limit: number): Promise<number[]> {
  const upTo = offset + limit;
  const branches = ARRIVING.map(
    (status) =>
      Prisma.sql`(SELECT id, shipped_at FROM orders WHERE order_status = ${status}
                  ORDER BY shipped_at ASC NULLS LAST, id ASC LIMIT ${upTo})`,
  );
  const rows = await getDb().$queryRaw<{ id: number }[]>`
    SELECT id FROM (${Prisma.join(branches, " UNION ALL ")}) expected
    ORDER BY shipped_at ASC NULLS LAST, id ASC OFFSET ${offset} LIMIT ${limit}`;
  return rows.map((r) => r.id);
}

/**
 * The parcels the warehouse expects: the orders the dashboard's "arrivals expected" counts (ARRIVING, one set),
 * oldest supplier shipment first (`expectedPage`), a page at a time. The total stops at
 * LIMITS.deskListCountCap as the dashboard's count stops at LIMITS.dashboardCountCap (both 1,000: "1,000+").
 * Each row: the order's number and status, the seller, the supplier's carrier and tracking number, when the
 * supplier shipped it (an exchange's or reissue's replacements: the first shipment's date, the one recorded).
 */
export async function listExpectedArrivals(q: TExpectedArrivalsQuery, t: Translate) {
  const offset = (q.pageNum - 1) * q.pageSize;
  const [total, page] = await Promise.all([
    // Counted in the index's order: without one, Prisma's capped count walks the primary key (10,430 pages at
    // 1,000,000 orders, bench:floor); with it, an index-only scan of the first 1,000 entries.
    getDb().order.count({
      where: { orderStatus: { in: [...ARRIVING] } },
      orderBy: [{ orderStatus: "asc" }, { shippedAt: "asc" }, { id: "asc" }],
      take: LIMITS.deskListCountCap,
    }),
    expectedPage(offset, q.pageSize),
  ]);
  const found = await getDb().order.findMany({
    where: { id: { in: page } },
    select: {
      id: true,
      orderNo: true,
      orderStatus: true,
      domesticCarrier: true,
      domesticTrackingNo: true,
      shippedAt: true,
      createdAt: true,
      customer: { select: { id: true, userName: true, email: true, companyName: true } },
    },
  });
  const byId = new Map(found.map((o) => [o.id, o]));
  const rows = page.flatMap((id) => byId.get(id) ?? []);
  return {
    total,
    rows: rows.map((o) => {
      const label = labelKeyOf("orderStatus", o.orderStatus);
      return {
        id: o.id,
        orderNo: o.orderNo,
        orderStatus: o.orderStatus,
        statusLabel: label ? t(label) : String(o.orderStatus),
        customer: o.customer,
        domesticCarrier: o.domesticCarrier,
        domesticTrackingNo: o.domesticTrackingNo,
        shipTime: o.shippedAt,
        createTime: o.createdAt,
      };
    }),
  };
}
export type ExpectedArrivalView = Awaited<ReturnType<typeof listExpectedArrivals>>["rows"][number];

// ── unmatched arrivals ──

const unmatchedInclude = {
  recordedByStaff: { select: { name: true } },
  matchedByStaff: { select: { name: true } },
  matchedOrder: { select: { id: true, orderNo: true } },
} satisfies Prisma.UnmatchedArrivalInclude;

type UnmatchedRow = Prisma.UnmatchedArrivalGetPayload<{ include: typeof unmatchedInclude }>;

/** One parcel as the list shows it; `openDays` counts whole days waiting (till the match, once matched). */
function unmatchedView(row: UnmatchedRow, at: Date) {
  const until = row.matchedAt ?? at;
  return {
    id: row.id,
    trackingNo: row.trackingNo,
    carrier: row.carrier,
    labelText: row.labelText,
    weightGrams: row.weightGrams,
    photoUrl: row.photoUrl,
    recordedBy: row.recordedByStaff?.name ?? row.recordedBy,
    createTime: row.createdAt,
    openDays: Math.max(0, Math.floor((until.getTime() - row.createdAt.getTime()) / DAY)),
    flagged: row.flaggedAt !== null,
    flagTime: row.flaggedAt,
    matchedOrder: row.matchedOrder,
    matchTime: row.matchedAt,
    matchedBy: row.matchedAt ? (row.matchedByStaff?.name ?? row.matchedBy) : null,
  };
}
export type UnmatchedArrivalView = ReturnType<typeof unmatchedView>;

/** Open ones oldest first (the flagged ones are the oldest), matched ones newest match first. */
export async function listUnmatchedArrivals(q: TUnmatchedArrivalQuery) {
  const where: Prisma.UnmatchedArrivalWhereInput =
    q.tab === "open" ? { matchedAt: null } : { matchedAt: { not: null } };
  const orderBy: Prisma.UnmatchedArrivalOrderByWithRelationInput[] =
    q.tab === "open" ? [{ createdAt: "asc" }, { id: "asc" }] : [{ matchedAt: "desc" }, { id: "desc" }];
  const [total, rows] = await Promise.all([
    // the matched tab grows forever: counted as far as the pager needs (LIMITS.deskListCountCap, "1,000+")
    getDb().unmatchedArrival.count({ where, take: LIMITS.deskListCountCap }),
    getDb().unmatchedArrival.findMany({
      where,
      orderBy,
      skip: (q.pageNum - 1) * q.pageSize,
      take: q.pageSize,
      include: unmatchedInclude,
    }),
  ]);
  const at = now();
  return { total, rows: rows.map((r) => unmatchedView(r, at)) };
}

/** The photo must be one the desk uploaded (not another file of the shop, a seller's slip say). */
async function assertArrivalPhoto(tx: DbTx, url: string | undefined) {
  if (!url) return;
  const found = await tx.uploadedFile.count({
    where: { url, customerId: null, modular: ARRIVAL_PHOTO_MODULAR },
  });
  if (!found) throw new AppError("VALIDATION", {}, "validation.receiving.photoUnknown");
}

/**
 * A parcel whose tracking number names no order awaiting arrival: kept with its label, weight and photo. A
 * second submit of the same number while the first is open answers the first (`replayed`, no new row and no
 * audit row); the unique index on open tracking numbers holds that under two submits at once.
 */
export async function recordUnmatchedArrival(actor: Actor, input: TUnmatchedArrivalRecord) {
  return getDb().$transaction(async (tx) => {
    const waiting = await tx.order.count({
      where: { domesticTrackingNo: input.trackingNo, orderStatus: { in: [...ARRIVING] } },
    });
    if (waiting) throw new AppError("VALIDATION", {}, "validation.receiving.trackingHasOrder");
    await assertArrivalPhoto(tx, input.photoUrl);
    const at = now();
    const inserted = await tx.$queryRaw<{ id: number }[]>`
      INSERT INTO unmatched_arrival
        (tracking_no, carrier, label_text, weight_grams, photo_url, recorded_by_staff_id, recorded_by, created_at)
      VALUES (${input.trackingNo}, ${input.carrier ?? null}, ${input.labelText ?? null}, ${input.weightGrams},
        ${input.photoUrl ?? null}, ${actor.staffId}, ${actor.actor}, ${at.toISOString()}::timestamp)
      ON CONFLICT (tracking_no) WHERE matched_at IS NULL DO NOTHING
      RETURNING id`;
    const id = inserted[0]?.id;
    if (id === undefined) {
      const first = await tx.unmatchedArrival.findFirstOrThrow({
        where: { trackingNo: input.trackingNo, matchedAt: null },
        include: unmatchedInclude,
      });
      return { row: unmatchedView(first, at), replayed: true };
    }
    const row = await tx.unmatchedArrival.findUniqueOrThrow({ where: { id }, include: unmatchedInclude });
    await writeAudit(tx, actor, {
      action: "arrival.unmatched",
      entityType: "unmatched_arrival",
      entityId: id,
      after: {
        trackingNo: row.trackingNo,
        carrier: row.carrier,
        labelText: row.labelText,
        weightGrams: row.weightGrams,
        photoUrl: row.photoUrl,
      },
    });
    return { row: unmatchedView(row, at), replayed: false };
  });
}

/**
 * The parcel belongs to an order after all: its pieces arrive through the same function as a scanned parcel's
 * (the order's status, the seller's notice and timeline), and the parcel is closed as matched, all in one
 * transaction with one audit row. A second submit finds it matched and changes nothing.
 */
export async function matchUnmatchedArrival(actor: Actor, input: TUnmatchedArrivalMatch) {
  const result = await getDb().$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: number; matched_at: Date | null; flagged_at: Date | null }[]>`
      SELECT id, matched_at, flagged_at FROM unmatched_arrival WHERE id = ${input.id} FOR UPDATE`;
    const parcel = locked[0];
    if (!parcel) throw new AppError("NOT_FOUND");
    if (parcel.matched_at) throw new AppError("CONFLICT", {}, "staff.receiving.errors.alreadyMatched");
    const arrival = { orderId: input.orderId, lines: input.lines, note: input.note };
    const r = await arriveInTransaction(tx, arrival, actor);
    const at = now();
    const row = await tx.unmatchedArrival.update({
      where: { id: parcel.id },
      data: {
        matchedOrderId: r.orderId,
        matchedAt: at,
        matchedByStaffId: actor.staffId,
        matchedBy: actor.actor,
      },
      include: unmatchedInclude,
    });
    const audit = arrivalAudit(r, arrival);
    await writeAudit(tx, actor, {
      action: "arrival.match",
      entityType: "unmatched_arrival",
      entityId: parcel.id,
      before: { matchedOrderId: null, flagged: parcel.flagged_at !== null, order: audit.before },
      after: { matchedOrderId: r.orderId, orderNo: row.matchedOrder?.orderNo, order: audit.after },
      reason: input.note || null,
    });
    return {
      row: unmatchedView(row, at),
      arrival: { orderId: r.orderId, orderStatus: r.orderStatus, pieces: r.pieces, missing: r.missing },
      notices: r.notices,
    };
  });
  await mailNotices(result.notices);
  return { row: result.row, arrival: result.arrival };
}

/**
 * The daily job: open parcels recorded `days` or more days ago and not flagged yet are flagged, one audit row
 * each. The UPDATE re-checks its condition on rows another transaction held (a match, a second run of the job),
 * so a parcel is flagged once and a matched one never.
 */
export async function flagStaleUnmatchedArrivals(
  actor: Actor,
  days: number = LIMITS.unmatchedArrivalFlagDays,
): Promise<{ flagged: number }> {
  const at = now();
  const cutoff = new Date(at.getTime() - days * DAY);
  return getDb().$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ id: number; created_at: Date }[]>`
      UPDATE unmatched_arrival SET flagged_at = ${at.toISOString()}::timestamp
       WHERE matched_at IS NULL AND flagged_at IS NULL AND created_at <= ${cutoff.toISOString()}::timestamp
      RETURNING id, created_at`;
    for (const row of rows)
      await writeAudit(tx, actor, {
        action: "arrival.flag",
        entityType: "unmatched_arrival",
        entityId: row.id,
        before: { flagged: false },
        after: { flagged: true, days, recordedAt: row.created_at },
      });
    return { flagged: rows.length };
  });
}
