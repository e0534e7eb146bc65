import { Prisma } from "@/generated/prisma/client";
import { japanDayRange } from "@/lib/japan-time";
import type { TProblemListQuery } from "@/lib/validation/problem";

/** The seller's filters of the problem list as the condition on `problem p`. */
export function problemCondition(
  customerId: number,
  q: Omit<TProblemListQuery, "pageNum" | "pageSize">,
): Prisma.Sql {
  const parts = [Prisma.sql`p.customer_id = ${customerId}`];
  if (q.processStatus !== undefined) parts.push(Prisma.sql`p.process_status = ${q.processStatus}`);
  if (q.problemType !== undefined) parts.push(Prisma.sql`p.problem_type = ${q.problemType}`);
  // Times are stored as UTC wall-clock time (Prisma's DateTime), so an instant is compared as one.
  const createdAt = japanDayRange(q.createTimeStart, q.createTimeEnd);
  if (createdAt?.gte) parts.push(Prisma.sql`p.created_at >= ${createdAt.gte.toISOString()}::timestamp`);
  if (createdAt?.lt) parts.push(Prisma.sql`p.created_at < ${createdAt.lt.toISOString()}::timestamp`);
  // The order given by its id or its number; a problem always has its order, so this is Prisma's
  // relation filter `order: { OR: [...] }`.
  if (q.orderId)
    parts.push(
      /^\d{1,9}$/.test(q.orderId)
        ? Prisma.sql`p.order_id IN (SELECT o.id FROM orders o WHERE o.id = ${Number(q.orderId)} OR o.order_no = ${q.orderId})`
        : Prisma.sql`p.order_id IN (SELECT o.id FROM orders o WHERE o.order_no = ${q.orderId})`,
    );
  return Prisma.join(parts, " AND ");
}
