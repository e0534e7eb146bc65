import type { Prisma } from "@/generated/prisma/client";
import { CONTAINER_STATUS as K, LIMITS } from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import type { Locale } from "@/lib/i18n/locales";
import { MAX_DB_ID } from "@/lib/validation/rules";
import type { TPackingDeskQuery } from "@/lib/validation/shipping";
import { containerRowView, getContainer, rowSelect } from "./container-view";
import { checkFbaBox } from "./fba-box";
import { canMoveContainer } from "./lifecycle";
import { ACTOR } from "@/lib/orders/lifecycle";
import { PACKING_STEPS, PACKING_STEP_STATUSES, type PackingStep } from "./packing-steps";
import { stepRecord } from "@/lib/staff/step-counts";
import { measuredSelect, measuredSizeCm } from "@/lib/warehouse/measurements";

/**
 * What the packing desk reads (docs/shipping.md "Packing desk"): packing lists by the agent's next step, and
 * one packing list with what the warehouse needs at the bench — the lines to pick with their location codes
 * and measured weights, the seller's labels, the materials, the boxes with Amazon's limits checked, the bill
 * and the charges after dispatch. The desk's actions are the functions `op:packing` calls.
 */

const customerSelect = { id: true, email: true, userName: true, companyName: true } as const;

const idOf = (q: string) => (/^\d{1,10}$/.test(q) && Number(q) <= MAX_DB_ID ? Number(q) : null);

/** How many sellers an e-mail fragment may stand for before the search asks for more of the address. */
const EMAIL_MATCHES = 200;

/**
 * The search as conditions on `container` alone: the sellers whose e-mail contains the text and the packing
 * lists holding a box of that tracking number are looked up first (their own indexes), so PostgreSQL can answer
 * the OR from container's indexes instead of joining every packing list of the tab with its seller
 * (docs/performance.md "Warehouse floor").
 */
async function search(q: string | undefined): Promise<Prisma.ContainerWhereInput> {
  if (!q) return {};
  const id = idOf(q);
  const upper = q.toUpperCase();
  const db = getDb();
  const [sellers, boxes] = await Promise.all([
    db.customer.findMany({
      where: { email: { contains: q.toLowerCase() } },
      select: { id: true },
      take: EMAIL_MATCHES,
    }),
    db.containerBox.findMany({ where: { trackingNo: upper }, select: { containerId: true }, take: 100 }),
  ]);
  const customerIds = [...(id === null ? [] : [id]), ...sellers.map((s) => s.id)];
  const containerIds = [...(id === null ? [] : [id]), ...boxes.map((b) => b.containerId)];
  return {
    OR: [
      { containerNo: { startsWith: upper } },
      ...(customerIds.length ? [{ customerId: { in: customerIds } }] : []),
      ...(containerIds.length ? [{ id: { in: containerIds } }] : []),
    ],
  };
}

/** A step's packing lists, found by the search (or all of them). */
const stepWhere = (step: PackingStep, found: Prisma.ContainerWhereInput): Prisma.ContainerWhereInput => ({
  AND: [{ status: { in: [...PACKING_STEP_STATUSES[step]] } }, found],
});

/**
 * A step's order: the longest waiting first (dispatched ones: the latest first, for clearance and charges). The
 * capped counts walk it too: left to itself Prisma orders the counted rows by id, and PostgreSQL then walks the
 * primary key testing each packing list's status (2,700 pages at 1,000,000 orders).
 */
function stepOrder(step: PackingStep): Prisma.ContainerOrderByWithRelationInput[] {
  const dir = step === "dispatched" ? "desc" : "asc";
  return [{ createdAt: dir }, { id: dir }];
}

/** One step, in its order. The total stops at LIMITS.deskListCountCap, as the other desks' do. */
export async function listPackingDesk(q: TPackingDeskQuery) {
  const where = stepWhere(q.step, await search(q.q));
  const db = getDb();
  const [total, rows] = await Promise.all([
    db.container.count({ where, take: LIMITS.deskListCountCap, orderBy: stepOrder(q.step) }),
    db.container.findMany({
      where,
      select: { ...rowSelect, updatedAt: true, customer: { select: customerSelect } },
      orderBy: stepOrder(q.step),
      skip: (q.pageNum - 1) * q.pageSize,
      take: q.pageSize,
    }),
  ]);
  return {
    total,
    rows: rows.map((r) => ({ ...containerRowView(r), customer: r.customer, updateTime: r.updatedAt })),
  };
}

/**
 * How many packing lists wait on each tab, or with a search how many it finds there, so the desk shows where the
 * work is and a number searched on the wrong tab shows where it is. Each count stops at LIMITS.deskListCountCap
 * and walks its step's order, as the list's total does.
 */
export async function countPackingSteps(q?: string): Promise<Record<PackingStep, number>> {
  const found = await search(q);
  const db = getDb();
  const counts = await Promise.all(
    PACKING_STEPS.map((step) =>
      db.container.count({
        where: stepWhere(step, found),
        take: LIMITS.deskListCountCap,
        orderBy: stepOrder(step),
      }),
    ),
  );
  return stepRecord(PACKING_STEPS, counts);
}

/** What the desk offers in a status (each action checks again under the packing list's lock). */
function deskActions(status: number, cleared: boolean, hasBoxes: boolean) {
  return {
    confirm: status === K.AWAITING_CONFIRMATION,
    start: status === K.AWAITING_PACKING,
    pack: status === K.PACKING,
    bill: status === K.PACKED,
    dispatch: status === K.AWAITING_DISPATCH,
    cleared: status === K.DISPATCHED && !cleared,
    charge: status === K.DISPATCHED,
    cancel: canMoveContainer(status, K.CANCELLED, ACTOR.OPERATOR),
    // a cancelled packing list keeps its boxes on record, but nothing of it is shipped any more
    printLabels: hasBoxes && status !== K.CANCELLED,
  };
}

/** One packing list as the desk shows it: the seller's view of it, and the warehouse's own facts beside it. */
export async function getPackingDeskContainer(id: number, locale: Locale) {
  const db = getDb();
  const row = await db.container.findUnique({
    where: { id },
    select: {
      customerId: true,
      customer: { select: customerSelect },
      lines: {
        select: {
          id: true,
          order: { select: { locationCode: true } },
          orderLine: { select: measuredSelect },
        },
      },
    },
  });
  if (!row) throw new AppError("NOT_FOUND");
  const view = await getContainer(row.customerId, id, locale);
  const facts = new Map(row.lines.map((l) => [l.id, l]));
  const fba = view.destination === "fba";
  return {
    ...view,
    customer: row.customer,
    lines: view.lines.map((l) => {
      const m = facts.get(l.id)?.orderLine;
      return {
        ...l,
        locationCode: facts.get(l.id)?.order.locationCode ?? null,
        measuredWeightGrams: m?.measuredWeightGrams ?? null,
        measuredSizeCm: m ? measuredSizeCm(m) : null,
      };
    }),
    boxes: view.boxes.map((b) => ({
      ...b,
      /** an FBA box over 15 kg: its label says 「重量超過」 */
      heavy: fba && checkFbaBox({ ...b, pieces: b.items.reduce((n, i) => n + i.quantity, 0) }).heavy,
    })),
    deskActions: deskActions(view.status, view.customsCleared, view.boxes.length > 0),
  };
}
export type PackingDeskContainer = Awaited<ReturnType<typeof getPackingDeskContainer>>;
