"use client";

import { useMemo, useState } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { queryKeyOf } from "@/lib/client/endpoint";
import { feedbackList } from "@/lib/client/endpoints";
import { nextPageNum } from "@/lib/client/paging";
import { LIMITS } from "@/lib/codes";
import type { Locale } from "@/lib/i18n/locales";
import { PagingFooter } from "../../../_components/paging-footer";
import { useSignIn } from "../../../_components/session";
import { fetchFeedbackPage } from "../../../_feedback/feedback-api";
import { readFeedbackStatus } from "../../../_feedback/feedback-statuses";
import { parseIds } from "../../../_orders/order-api";
import { OrderBottomMenu } from "../../order/orderList/order-bottom-menu";
import { FeedbackCard } from "./feedback-card";
import { FeedbackForm } from "./feedback-form";
import { StatusTabs } from "./status-tabs";
import { LoadingCards } from "../../../_components/skeleton";

/**
 * /feedback/feedbackList: the seller's feedback on orders and defects with the agent's answers (paged,
 * by status, unread answers marked), and the form for new feedback (prefilled by ?orderId= / ?problemId=).
 */
export function FeedbackListScreen() {
  const t = useTranslations("feedbackPage");
  const locale = useLocale() as Locale;
  const { sessionKey } = useSignIn();
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const status = readFeedbackStatus(params.get("status"));
  const orderId = parseIds(params.get("orderId"))[0];
  const problemId = parseIds(params.get("problemId"))[0];
  const [formOpen, setFormOpen] = useState(false);
  const showForm = formOpen || !!orderId || !!problemId;

  const query = useInfiniteQuery({
    queryKey: queryKeyOf(feedbackList, sessionKey, locale, status),
    enabled: !!sessionKey,
    initialPageParam: 1,
    queryFn: ({ pageParam }) => fetchFeedbackPage(locale, status, pageParam, LIMITS.pageSize),
    getNextPageParam: (last, pages) => nextPageNum(pages.length, last.total, LIMITS.pageSize),
  });
  const rows = useMemo(() => query.data?.pages.flatMap((p) => p.rows) ?? [], [query.data]);
  const unread = query.data?.pages[0]?.unreadCount ?? 0;

  /** Rewrites the address (status filter, or dropping the form's prefill) without a history entry. */
  function setParams(change: Record<string, string | undefined>) {
    const next = new URLSearchParams(params.toString());
    for (const [k, v] of Object.entries(change)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    const qs = next.toString();
    router.replace(qs ? `${pathname}?${qs}` : pathname, { scroll: false });
  }
  const closeForm = () => {
    setFormOpen(false);
    if (orderId || problemId) setParams({ orderId: undefined, problemId: undefined });
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <h1 className="text-lg font-bold">{t("title")}</h1>
          {unread > 0 && (
            <span
              className="whitespace-nowrap rounded-full bg-rose-600 px-2 py-0.5 text-xs text-white"
              data-testid="feedback-unread"
            >
              {t("unreadCount", { count: unread })}
            </span>
          )}
        </div>
        {!showForm && (
          <button type="button" className="btn-accent" onClick={() => setFormOpen(true)}>
            + {t("new")}
          </button>
        )}
      </div>
      <p className="text-sm text-slate-600">{t("intro")}</p>
      {showForm && (
        <FeedbackForm
          key={`${orderId ?? ""}-${problemId ?? ""}`}
          orderId={orderId}
          problemId={problemId}
          onDone={closeForm}
        />
      )}
      <StatusTabs
        value={status}
        onPick={(v) => setParams({ status: v === undefined ? undefined : String(v) })}
      />

      {query.isPending && sessionKey && <LoadingCards count={5} fill />}
      {query.isSuccess && rows.length === 0 && (
        <p className="card text-center text-sm text-slate-500" data-testid="feedback-empty">
          {t(status === undefined ? "empty" : "emptyFiltered")}
        </p>
      )}
      <ul className="flex flex-col gap-3" data-testid="feedback-list">
        {rows.map((f) => (
          <FeedbackCard key={f.id} feedback={f} />
        ))}
      </ul>
      <PagingFooter query={query} loaded={rows.length > 0} />
      <OrderBottomMenu current="feedback" />
    </div>
  );
}
