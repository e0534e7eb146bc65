import { pageSession } from "@/lib/auth/page-session";
import { LIMITS } from "@/lib/codes";
import { listProblems } from "@/lib/problems/list-problems";
import { problemStatistics } from "@/lib/problems/problem-stats";
import { ZProblemListQuery } from "@/lib/validation/problem";
import type { ProblemRow, ProblemStats } from "../../../_problems/problem-api";
import { readProblemFilters } from "../../../_problems/problem-filters";

/** The first page the server rendered, the filters it belongs to (`JSON.stringify(filters)`) and the counts. */
export type FirstProblems = {
  view: string;
  page: { total: number; rows: ProblemRow[] };
  stats: ProblemStats;
};

/**
 * The signed-in seller's first page of defects for the address's filters and the status counts, rendered
 * with the page through the same checks and queries as GET /shop/problem/list and getStatisticalNum: read
 * after the page, the rows replaced the loading cards and the pending notice pushed them down (a shift).
 */
export async function firstProblems(params: URLSearchParams): Promise<FirstProblems | undefined> {
  const session = await pageSession();
  const filters = readProblemFilters(params);
  const query = ZProblemListQuery.safeParse({ ...filters, pageNum: 1, pageSize: LIMITS.pageSize });
  if (!session || !query.success) return undefined;
  const loaded = await Promise.all([
    listProblems(session.customerId, query.data),
    problemStatistics(session.customerId),
  ]).catch(() => undefined);
  if (!loaded) return undefined;
  const [page, stats] = loaded;
  return JSON.parse(JSON.stringify({ view: JSON.stringify(filters), page, stats })) as FirstProblems;
}
