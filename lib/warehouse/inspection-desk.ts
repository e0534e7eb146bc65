import type { Prisma } from "@/generated/prisma/client";
import { LIMITS, ORDER_STATUS, labelKeyOf } from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import type { Translate } from "@/lib/i18n/messages";
import type { TInspectionDeskQuery, TOrderWhereQuery } from "@/lib/validation/staff-inspection";
import type { InspectionTab } from "./inspection-tabs";
import { measuredSelect, measuredView } from "./measurements";

/**
 * What the inspection desk reads (docs/warehouse.md "Inspection desk"): the orders whose goods arrived, to
 * inspect line by line, the inspected ones to put on a shelf, and "where is this order?" by order number, seller
 * or shelf/bin code. The desk's actions are the domain functions the operator commands call (startInspection,
 * recordInspection, storeOrder, moveOrderLocation).
 */

const S = ORDER_STATUS;
const TAB_STATUSES: Record<InspectionTab, number[]> = {
  inspect: [S.ARRIVED, S.INSPECTING],
  store: [S.INSPECTION_FINISHED],
};

/** Statuses in which an order's goods lie at the warehouse, so their shelf/bin may be changed. */
export const LOCATABLE_STATUSES: readonly number[] = [
  S.ARRIVED,
  S.INSPECTING,
  S.DEFECT_PENDING,
  S.INSPECTION_FINISHED,
  S.IN_STORAGE,
];

/**
 * Order numbers are upper case ("PO…", "AG…") and so are location codes; a typed one may not be. An e-mail
 * address is kept in lower case.
 */
function search(q: string | undefined): Prisma.OrderWhereInput {
  if (!q) return {};
  const upper = q.toUpperCase();
  return {
    OR: [
      ...[...new Set([q, upper])].map((no) => ({ orderNo: { startsWith: no } })),
      { locationCode: { startsWith: upper } },
      { customer: { email: { contains: q.toLowerCase() } } },
    ],
  };
}

const deskSelect = {
  id: true,
  orderNo: true,
  orderStatus: true,
  remark: true,
  storageType: true,
  inventoryStatus: true,
  locationCode: true,
  arrivedAt: true,
  inspectedAt: true,
  storedAt: true,
  createdAt: true,
  customer: { select: { id: true, email: true, userName: true, companyName: true } },
  lines: {
    orderBy: { id: "asc" },
    select: {
      id: true,
      goodsName: true,
      goodsImageUrl: true,
      skuId: true,
      specs: true,
      quantity: true,
      arrivedQty: true,
      checkedQty: true,
      passedQty: true,
      badQty: true,
      inspectionImages: true,
      ...measuredSelect,
    },
  },
} satisfies Prisma.OrderSelect;

type DeskRow = Prisma.OrderGetPayload<{ select: typeof deskSelect }>;

function deskOrderView(o: DeskRow, t: Translate) {
  const statusKey = labelKeyOf("orderStatus", o.orderStatus);
  return {
    id: o.id,
    orderNo: o.orderNo,
    orderStatus: o.orderStatus,
    orderStatusLabel: statusKey ? t(statusKey) : String(o.orderStatus),
    customer: o.customer,
    /** the seller's note to the agent */
    remark: o.remark,
    storageType: o.storageType,
    inventoryStatus: o.inventoryStatus,
    locationCode: o.locationCode,
    createTime: o.createdAt,
    arrivalTime: o.arrivedAt,
    inspectionTime: o.inspectedAt,
    storageTime: o.storedAt,
    lines: o.lines.map((l) => ({
      id: l.id,
      goodsName: l.goodsName,
      goodsImageUrl: l.goodsImageUrl,
      skuId: l.skuId,
      specs: l.specs,
      quantity: l.quantity,
      arrivedQty: l.arrivedQty,
      checkedQty: l.checkedQty,
      passedQty: l.passedQty,
      badQty: l.badQty,
      /** pieces that arrived and wait for inspection */
      toInspect: l.arrivedQty - l.checkedQty,
      inspectionImages: l.inspectionImages,
      /** one piece's weight (g) and size (cm) as measured at an earlier round, null where not measured */
      ...measuredView(l),
    })),
    /** what the desk offers for the order now (each action checks again under the order's lock) */
    actions: {
      start: o.orderStatus === S.ARRIVED,
      inspect: o.orderStatus === S.INSPECTING,
      store: o.orderStatus === S.INSPECTION_FINISHED,
      locate: LOCATABLE_STATUSES.includes(o.orderStatus),
    },
  };
}
export type InspectionDeskOrder = ReturnType<typeof deskOrderView>;

async function page(where: Prisma.OrderWhereInput, q: { pageNum: number; pageSize: number }, t: Translate) {
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

/**
 * One tab of the desk, oldest order first, read along `orders (order_status, created_at)`. The total stops at
 * LIMITS.deskListCountCap (the screen shows "1,000+").
 */
export function listInspectionDesk(q: TInspectionDeskQuery, t: Translate) {
  return page({ orderStatus: { in: TAB_STATUSES[q.tab] }, ...search(q.q) }, q, t);
}

/**
 * "Where is this order?": orders of any status by order number, seller's e-mail address or shelf/bin code
 * (a scanned location label lists what lies there, read along `orders (location_code)`).
 */
export function findOrdersWhere(q: TOrderWhereQuery, t: Translate) {
  return page(search(q.q), q, t);
}
