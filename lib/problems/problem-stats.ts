import { Prisma } from "@/generated/prisma/client";
import { ORDER_FILTER_GROUPS, PROBLEM_PROCESS_STATUS } from "@/lib/codes";
import { readRows } from "@/lib/db/client";

type CountRow = { counted: "problem" | "orders"; status: number; count: number };

/**
 * GET /shop/problem/getStatisticalNum: the seller's problems per processing status, and their orders in
 * each status of the bad-order filter group (SPEC §4) with the group's total. Both counts in one statement
 * read without Prisma's client (lib/db/read-rows.ts), as the problem list beside it.
 */
export async function problemStatistics(customerId: number) {
  const badStatuses = [...ORDER_FILTER_GROUPS.badOrder];
  const rows = await readRows<CountRow>(Prisma.sql`
    SELECT 'problem' AS counted, p.process_status AS status, count(*)::int AS count
    FROM problem p WHERE p.customer_id = ${customerId} GROUP BY p.process_status
    UNION ALL
    SELECT 'orders', o.order_status, count(*)::int FROM orders o
    WHERE o.customer_id = ${customerId} AND o.order_status = ANY(${badStatuses}::int[]) GROUP BY o.order_status`);
  const countsOf = (counted: CountRow["counted"]) =>
    new Map(rows.filter((r) => r.counted === counted).map((r) => [r.status, r.count]));
  const process = countsOf("problem");
  const orders = countsOf("orders");
  const count = (s: number) => process.get(s) ?? 0;
  return {
    pendingCount: count(PROBLEM_PROCESS_STATUS.PENDING),
    inProcessCount: count(PROBLEM_PROCESS_STATUS.IN_PROCESS),
    processedCount: count(PROBLEM_PROCESS_STATUS.PROCESSED),
    cancelledCount: count(PROBLEM_PROCESS_STATUS.CANCELLED),
    totalCount: [...process.values()].reduce((a, b) => a + b, 0),
    badOrderCount: badStatuses.reduce((n, s) => n + (orders.get(s) ?? 0), 0),
    badOrderStatus: badStatuses.map((orderStatus) => ({ orderStatus, count: orders.get(orderStatus) ?? 0 })),
  };
}
export type ProblemStatistics = Awaited<ReturnType<typeof problemStatistics>>;
