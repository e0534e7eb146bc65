import { Prisma } from "@/generated/prisma/client";
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

/** The seller's filters of the order list (SPEC §4) as the condition on `orders o`. */
export function orderCondition(
  customerId: number,
  q: Omit<TOrderListQuery, "pageNum" | "pageSize">,
): Prisma.Sql {
  const parts = [Prisma.sql`o.customer_id = ${customerId}`];
  if (q.orderStatus !== undefined)
    parts.push(Prisma.sql`o.order_status = ANY(${statusesFor(q.orderStatus)}::int[])`);
  if (q.agentFlag !== undefined) parts.push(Prisma.sql`o.agent_flag = ${q.agentFlag}`);
  // Times are stored as UTC wall-clock time (Prisma's DateTime), so an instant is compared as one.
  const createdAt = japanDayRange(q.createTimeStart, q.createTimeEnd);
  if (createdAt?.gte) parts.push(Prisma.sql`o.created_at >= ${createdAt.gte.toISOString()}::timestamp`);
  if (createdAt?.lt) parts.push(Prisma.sql`o.created_at < ${createdAt.lt.toISOString()}::timestamp`);
  if (q.id)
    parts.push(
      /^\d{1,9}$/.test(q.id)
        ? Prisma.sql`(o.id = ${Number(q.id)} OR o.order_no = ${q.id})`
        : Prisma.sql`o.order_no = ${q.id}`,
    );
  return Prisma.join(parts, " AND ");
}
