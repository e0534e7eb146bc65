import type { QueryClient } from "@tanstack/react-query";
import type { Json } from "@/lib/api/json";
import { api } from "@/lib/client/api";
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

/** React Query keys of the defect screens; every defect write invalidates all of them. */
export const PROBLEM_KEYS = Object.freeze({
  list: "problems",
  detail: "problemDetail",
  stats: "problemStats",
});

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
  const res = await api<ProblemRow>("/shop/problem/list", {
    locale,
    query: { ...filters, pageNum, pageSize },
  });
  return { total: res.total ?? 0, rows: res.rows ?? [] };
}

export async function fetchProblem(locale: Locale, id: number): Promise<ProblemDetail> {
  return (await api<ProblemDetail>(`/shop/problem/${id}`, { locale })).data as ProblemDetail;
}

export async function fetchProblemStats(locale: Locale): Promise<ProblemStats> {
  return (await api<ProblemStats>("/shop/problem/getStatisticalNum", { locale })).data as ProblemStats;
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
    queryClient.invalidateQueries({ queryKey: [PROBLEM_KEYS.list] }),
    queryClient.invalidateQueries({ queryKey: [PROBLEM_KEYS.detail] }),
    queryClient.invalidateQueries({ queryKey: [PROBLEM_KEYS.stats] }),
    walletChanged(queryClient),
    ordersChanged(queryClient),
  ]);
}
