import type { Prisma } from "@/generated/prisma/client";
import { ORDER_FILTER_GROUPS } from "@/lib/codes";
import { japanInstant } from "@/lib/japan-time";
import type { TOrderListQuery } from "@/lib/validation/order";

/**
 * A status in a filter group of SPEC §4 selects the whole group (89 → 89 and 999, 24 → every
 * bad-order status …); a status outside every group selects itself.
 */
export function statusesFor(status: number): number[] {
  const group = Object.values(ORDER_FILTER_GROUPS).find((codes) => codes.includes(status));
  return group ? [...group] : [status];
}

/** Picker dates are Japan dates; a date-only end includes the whole day (…23:59:59.999). */
export function createTimeRange(start?: string, end?: string): Prisma.DateTimeFilter | undefined {
  if (!start && !end) return undefined;
  const at = (s: string, endOfDay: boolean) =>
    japanInstant(
      s.length === 10
        ? `${s}T${endOfDay ? "23:59:59.999" : "00:00:00.000"}`
        : `${s.replace(" ", "T")}${endOfDay ? ".999" : ".000"}`,
    );
  return { ...(start ? { gte: at(start, false) } : {}), ...(end ? { lte: at(end, true) } : {}) };
}

export function orderWhere(
  customerId: number,
  q: Omit<TOrderListQuery, "pageNum" | "pageSize">,
): Prisma.OrderWhereInput {
  const where: Prisma.OrderWhereInput = { customerId };
  if (q.orderStatus !== undefined) where.orderStatus = { in: statusesFor(q.orderStatus) };
  if (q.agentFlag !== undefined) where.agentFlag = q.agentFlag;
  const createdAt = createTimeRange(q.createTimeStart, q.createTimeEnd);
  if (createdAt) where.createdAt = createdAt;
  if (q.id)
    where.OR = /^\d{1,9}$/.test(q.id) ? [{ id: Number(q.id) }, { orderNo: q.id }] : [{ orderNo: q.id }];
  return where;
}
