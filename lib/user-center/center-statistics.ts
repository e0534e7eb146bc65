import { getDb } from "@/lib/db/client";
import {
  CONTAINER_STATUS,
  MESSAGE_DIRECTION,
  ORDER_FILTER_GROUPS,
  PROBLEM_PROCESS_STATUS,
} from "@/lib/codes";

/** SPEC §3 order status counts, keyed as the spec names them, from the filter groups of lib/codes. */
const COUNT_FIELDS = {
  pendingPurchaseCount: ORDER_FILTER_GROUPS.pendingPurchase,
  purchasedCount: ORDER_FILTER_GROUPS.purchased,
  disenableCount: ORDER_FILTER_GROUPS.disabled,
  waitWarehouseCount: ORDER_FILTER_GROUPS.waitWarehouse,
  arrivalCount: ORDER_FILTER_GROUPS.arrival,
  checkingCount: ORDER_FILTER_GROUPS.checking,
  badOrderCount: ORDER_FILTER_GROUPS.badOrder,
  checkedCount: ORDER_FILTER_GROUPS.checked,
  warehouseStorageCount: ORDER_FILTER_GROUPS.warehouseStorage,
  sendCount: ORDER_FILTER_GROUPS.send,
} as const;

export type OrderStatusCounts = Record<keyof typeof COUNT_FIELDS, number>;

export async function orderStatusCounts(customerId: number): Promise<OrderStatusCounts> {
  const groups = await getDb().order.groupBy({
    by: ["orderStatus"],
    where: { customerId },
    _count: { _all: true },
  });
  const byStatus = new Map(groups.map((g) => [g.orderStatus, g._count._all]));
  const sum = (codes: readonly number[]) => codes.reduce((n, code) => n + (byStatus.get(code) ?? 0), 0);
  return Object.fromEntries(
    Object.entries(COUNT_FIELDS).map(([field, codes]) => [field, sum(codes)]),
  ) as OrderStatusCounts;
}

/** The user-center numbers: order counts, cart lines, unread staff messages, open batches, open defects. */
export async function centerStatistics(customerId: number) {
  const db = getDb();
  const closedContainers = [CONTAINER_STATUS.DISPATCHED, CONTAINER_STATUS.CANCELLED];
  const [orders, cartCount, unreadMessageCount, containerCount, problemCount] = await Promise.all([
    orderStatusCounts(customerId),
    db.cartLine.count({ where: { customerId } }),
    db.message.count({ where: { customerId, direction: MESSAGE_DIRECTION.FROM_STAFF, readAt: null } }),
    db.container.count({ where: { customerId, status: { notIn: closedContainers } } }),
    db.problem.count({
      where: {
        customerId,
        processStatus: { in: [PROBLEM_PROCESS_STATUS.PENDING, PROBLEM_PROCESS_STATUS.IN_PROCESS] },
      },
    }),
  ]);
  return { ...orders, cartCount, unreadMessageCount, containerCount, problemCount };
}
