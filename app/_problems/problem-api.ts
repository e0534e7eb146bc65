import type { QueryClient } from "@tanstack/react-query";
import type { Json } from "@/lib/api/json";
import { queryKeyOf, request } from "@/lib/client/endpoint";
import { problemDetail, problemList, problemStats } from "@/lib/client/endpoints";
import { SELLER_VIEWS, createKeepAliveStore, type KeepAliveStore } from "@/lib/client/search-cache";
import type { Locale } from "@/lib/i18n/locales";
import type { ProblemDetailView } from "@/lib/problems/get-problem";
import type { ProblemStatistics } from "@/lib/problems/problem-stats";
import type { ProblemRowView } from "@/lib/problems/problem-view";
import { ordersChanged } from "../_orders/order-api";
import { walletChanged } from "../_wallet/wallet-api";

/** The defect endpoints' answers, typed from the server's views (docs/warehouse.md, API). */
export type ProblemRow = Json<ProblemRowView>;
export type ProblemDetail = Json<ProblemDetailView>;
export type ProblemChoice = ProblemDetail["choices"][number];
export type ProblemStats = Json<ProblemStatistics>;

/** /shop/problem/list filters; dates are Japan days, end inclusive; `orderId` is an order id or number. */
export type ProblemFilters = {
  processStatus?: number;
  problemType?: number;
  createTimeStart?: string;
  createTimeEnd?: string;
  orderId?: string;
};

export async function fetchProblemPage(
  locale: Locale,
  filters: ProblemFilters,
  pageNum: number,
  pageSize: number,
): Promise<{ total: number; rows: ProblemRow[] }> {
  return request(problemList, { query: { ...filters, pageNum, pageSize } }, { locale });
}

export async function fetchProblem(locale: Locale, id: number): Promise<ProblemDetail> {
  return request(problemDetail, { params: { id } }, { locale });
}

export async function fetchProblemStats(locale: Locale): Promise<ProblemStats> {
  return request(problemStats, {}, { locale });
}

const STORAGE_KEY = SELLER_VIEWS.problems;
let keptLists: KeepAliveStore | undefined;
/** Kept bad-order lists (rows + scroll per filter set). */
export const problemListStore = () =>
  (keptLists ??= createKeepAliveStore(sessionStorage, { storageKey: STORAGE_KEY }));

/**
 * After applying, withdrawing or paying a fee: the problem lists and details, the order it belongs to (its
 * status moved), the user-center counts and — a fee is paid from the balance — the wallet are out of date.
 */
export async function problemsChanged(queryClient: QueryClient): Promise<void> {
  sessionStorage.removeItem(STORAGE_KEY);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeyOf(problemList) }),
    queryClient.invalidateQueries({ queryKey: queryKeyOf(problemDetail) }),
    queryClient.invalidateQueries({ queryKey: queryKeyOf(problemStats) }),
    walletChanged(queryClient),
    ordersChanged(queryClient),
  ]);
}
