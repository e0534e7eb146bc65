import { ORDER_FILTER_GROUPS } from "@/lib/codes";
import { getDb } from "@/lib/db/client";

/** Response field of /shop/order/orderCount (SPEC §3) → filter group of SPEC §4. */
const COUNT_FIELDS = Object.freeze({
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
});

export type OrderCounts = Record<keyof typeof COUNT_FIELDS, number>;

export async function countOrders(customerId: number): Promise<OrderCounts> {
  const groups = await getDb().order.groupBy({
    by: ["orderStatus"],
    where: { customerId },
    _count: { _all: true },
  });
  const byStatus = new Map(groups.map((g) => [g.orderStatus, g._count._all]));
  const entries = Object.entries(COUNT_FIELDS).map(([field, codes]) => [
    field,
    codes.reduce((n, c) => n + (byStatus.get(c) ?? 0), 0),
  ]);
  return Object.fromEntries(entries) as OrderCounts;
}
