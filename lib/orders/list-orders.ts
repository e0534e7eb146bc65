import { getDb } from "@/lib/db/client";
import type { TOrderListQuery } from "@/lib/validation/order";
import { orderWhere } from "./order-filters";
import { orderLineSelect, orderView } from "./order-view";

/** The customer's orders, newest first, with their lines (/shop/order/list). */
export async function listOrders(customerId: number, query: TOrderListQuery) {
  const { pageNum, pageSize, ...filters } = query;
  const where = orderWhere(customerId, filters);
  const db = getDb();
  const [total, rows] = await Promise.all([
    db.order.count({ where }),
    db.order.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (pageNum - 1) * pageSize,
      take: pageSize,
      include: { lines: { select: orderLineSelect, orderBy: { id: "asc" } } },
    }),
  ]);
  return { total, rows: rows.map(orderView) };
}
