import { ORDER_FILTER_GROUPS, PROBLEM_PROCESS_STATUS } from "@/lib/codes";
import { getDb } from "@/lib/db/client";

/**
 * GET /shop/problem/getStatisticalNum: the seller's problems per processing status, and their orders in
 * each status of the bad-order filter group (SPEC §4) with the group's total.
 */
export async function problemStatistics(customerId: number) {
  const db = getDb();
  const badStatuses = [...ORDER_FILTER_GROUPS.badOrder];
  const [byProcess, byOrderStatus] = await Promise.all([
    db.problem.groupBy({ by: ["processStatus"], where: { customerId }, _count: { _all: true } }),
    db.order.groupBy({
      by: ["orderStatus"],
      where: { customerId, orderStatus: { in: badStatuses } },
      _count: { _all: true },
    }),
  ]);
  const process = new Map(byProcess.map((g) => [g.processStatus, g._count._all]));
  const orders = new Map(byOrderStatus.map((g) => [g.orderStatus, g._count._all]));
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
