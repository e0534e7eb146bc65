import type { Prisma } from "@/generated/prisma/client";
import { ORDER_FILTER_GROUPS } from "@/lib/codes";
import { japanDayRange } from "@/lib/japan-time";
import type { TOrderListQuery } from "@/lib/validation/order";

/**
 * A status in a filter group of SPEC §4 selects the whole group (89 → 89 and 999, 24 → every
 * bad-order status …); a status outside every group selects itself.
 */
export function statusesFor(status: number): number[] {
  const group = Object.values(ORDER_FILTER_GROUPS).find((codes) => codes.includes(status));
  return group ? [...group] : [status];
}

export function orderWhere(
  customerId: number,
  q: Omit<TOrderListQuery, "pageNum" | "pageSize">,
): Prisma.OrderWhereInput {
  const where: Prisma.OrderWhereInput = { customerId };
  if (q.orderStatus !== undefined) where.orderStatus = { in: statusesFor(q.orderStatus) };
  if (q.agentFlag !== undefined) where.agentFlag = q.agentFlag;
  const createdAt = japanDayRange(q.createTimeStart, q.createTimeEnd);
  if (createdAt) where.createdAt = createdAt;
  if (q.id)
    where.OR = /^\d{1,9}$/.test(q.id) ? [{ id: Number(q.id) }, { orderNo: q.id }] : [{ orderNo: q.id }];
  return where;
}
