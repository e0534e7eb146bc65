"use client";

import Link from "@/app/_components/link";
import { useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { queryKeyOf } from "@/lib/client/endpoint";
import { problemStats } from "@/lib/client/endpoints";
import type { Locale } from "@/lib/i18n/locales";
import { PagingFooter } from "../../../_components/paging-footer";
import { usePageSessionData, useSignIn } from "../../../_components/session";
import { useQueryFilters } from "../../../_components/use-query-filters";
import { fetchProblemStats } from "../../../_problems/problem-api";
import { readProblemFilters } from "../../../_problems/problem-filters";
import { useProblemList } from "../../../_problems/use-problem-list";
import { OrderBottomMenu } from "../orderList/order-bottom-menu";
import { ProblemCard } from "./problem-card";
import { ProblemSearchForm } from "./problem-search-form";
import { ProcessTabs } from "./process-tabs";
import { LoadingCards } from "../../../_components/skeleton";
import type { FirstProblems } from "./first-problems";
import { pageDataRefetch } from "@/lib/client/page-data";

/** /order/orderBad (SPEC §2, kept alive): the seller's defects with status tabs and counts, filters, pages. */
export function ProblemListScreen({ first }: { first?: FirstProblems }) {
  const t = useTranslations("problemPage");
  const locale = useLocale() as Locale;
  const { sessionKey } = useSignIn();
  const { filters, update } = useQueryFilters(readProblemFilters);
  const rendered = usePageSessionData(first);
  const stats = useQuery({
    queryKey: queryKeyOf(problemStats, sessionKey, locale),
    enabled: !!sessionKey,
    queryFn: () => fetchProblemStats(locale),
    // Painted with the page (the pending notice above the list); read again on a later arrival.
    initialData: rendered?.stats,
    refetchOnMount: pageDataRefetch,
  });
  const { query, rows, total } = useProblemList(filters, rendered);
  const filtered = Object.keys(filters).length > 0;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-lg font-bold">{t("listTitle")}</h1>
        {query.isSuccess && (
          <span className="text-sm text-slate-500" data-testid="problem-total">
            {t("total", { count: total })}
          </span>
        )}
      </div>
      {stats.data && stats.data.pendingCount > 0 && (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-800 ring-1 ring-amber-200" role="note">
          {t("pendingNotice", { count: stats.data.pendingCount })}
        </p>
      )}
      <ProcessTabs
        value={filters.processStatus}
        stats={stats.data}
        onPick={(v) => update({ processStatus: v })}
      />
      <ProblemSearchForm
        key={filters.orderId ?? ""}
        filters={filters}
        onChange={update}
        onReset={() => update({}, true)}
      />

      {query.isPending && sessionKey && <LoadingCards count={5} fill />}
      {query.isSuccess && rows.length === 0 && (
        <div className="card text-center text-sm text-slate-500" data-testid="problem-empty">
          <p>{t(filtered ? "emptyFiltered" : "empty")}</p>
          <Link href="/order/orderList" className="mt-2 inline-block text-brand hover:underline">
            {t("toOrders")}
          </Link>
        </div>
      )}
      <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2" data-testid="problem-list">
        {rows.map((p) => (
          <ProblemCard key={p.id} problem={p} />
        ))}
      </ul>
      <PagingFooter query={query} loaded={rows.length > 0} />
      <OrderBottomMenu current="bad" />
    </div>
  );
}
