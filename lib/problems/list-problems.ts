import type { Prisma } from "@/generated/prisma/client";
import { getDb } from "@/lib/db/client";
import { japanDayRange } from "@/lib/japan-time";
import type { TProblemListQuery } from "@/lib/validation/problem";
import { problemRowSelect, problemRowView } from "./problem-view";

export function problemWhere(customerId: number, q: Omit<TProblemListQuery, "pageNum" | "pageSize">) {
  const where: Prisma.ProblemWhereInput = { customerId };
  if (q.processStatus !== undefined) where.processStatus = q.processStatus;
  if (q.problemType !== undefined) where.problemType = q.problemType;
  const createdAt = japanDayRange(q.createTimeStart, q.createTimeEnd);
  if (createdAt) where.createdAt = createdAt;
  if (q.orderId)
    where.order = /^\d{1,9}$/.test(q.orderId)
      ? { OR: [{ id: Number(q.orderId) }, { orderNo: q.orderId }] }
      : { orderNo: q.orderId };
  return where;
}

/** The seller's problems, newest first, with filters (/shop/problem/list). */
export async function listProblems(customerId: number, query: TProblemListQuery) {
  const { pageNum, pageSize, ...filters } = query;
  const where = problemWhere(customerId, filters);
  const db = getDb();
  const [total, rows] = await Promise.all([
    db.problem.count({ where }),
    db.problem.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (pageNum - 1) * pageSize,
      take: pageSize,
      select: problemRowSelect,
    }),
  ]);
  return { total, rows: rows.map(problemRowView) };
}
