"use client";

import { useLocale } from "next-intl";
import { queryKeyOf } from "@/lib/client/endpoint";
import { problemList } from "@/lib/client/endpoints";
import type { Locale } from "@/lib/i18n/locales";
import type { ListPage } from "@/lib/client/search-cache";
import { useSignIn } from "../_components/session";
import { useKeptAliveList } from "../_components/use-kept-alive-list";
import { fetchProblemPage, problemListStore, type ProblemFilters, type ProblemRow } from "./problem-api";

/** Back from a problem's details shows the kept rows as they were; older snapshots refetch in the background. */
const KEPT_FRESH_MS = 60_000;

/**
 * The bad-order list (SPEC §2: kept alive): pages until ceil(total / 10) (SPEC §4), loaded pages and the
 * scroll position kept per filter set. Every defect write drops the snapshots (problemsChanged).
 */
export function useProblemList(
  filters: ProblemFilters,
  first?: { view: string; page: ListPage<ProblemRow> },
) {
  const locale = useLocale() as Locale;
  const { sessionKey } = useSignIn();
  const viewKey = JSON.stringify(filters);
  return useKeptAliveList<ProblemRow>({
    viewKey,
    queryKey: queryKeyOf(problemList, sessionKey, locale, viewKey),
    enabled: !!sessionKey,
    store: problemListStore,
    freshMs: KEPT_FRESH_MS,
    fetchPage: (pageNum, pageSize) => fetchProblemPage(locale, filters, pageNum, pageSize),
    // The page the server rendered with the screen (already for this seller), when it was for these filters.
    initialPage: first?.view === viewKey ? first.page : undefined,
  });
}
