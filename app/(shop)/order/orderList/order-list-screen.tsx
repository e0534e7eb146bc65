"use client";

import { queryKeyOf } from "@/lib/client/endpoint";
import { orderCount } from "@/lib/client/endpoints";
import Link from "@/app/_components/link";
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { AGENT_FLAG } from "@/lib/codes";
import type { Locale } from "@/lib/i18n/locales";
import { usePageSessionData, useSignIn } from "../../../_components/session";
import { PagingFooter } from "../../../_components/paging-footer";
import { fetchOrderCounts } from "../../../_orders/order-api";
import { OrderCard } from "../../../_orders/order-card";
import { useCancelOrder } from "../../../_orders/use-cancel-order";
import { useOrderList } from "../../../_orders/use-order-list";
import { OrderBottomMenu } from "./order-bottom-menu";
import { OrderSearchForm } from "./order-search-form";
import { StatusChips } from "./status-chips";
import { useListFilters } from "./use-list-filters";
import type { FirstOrders } from "./first-orders";
import { LoadingCards } from "../../../_components/skeleton";
import { pageDataRefetch } from "@/lib/client/page-data";

/** /order/orderList (SPEC §2, kept alive): status tabs with counts, filters, paged orders, bottom menu. */
export function OrderListScreen({ first }: { first?: FirstOrders }) {
  const t = useTranslations("orderPage");
  const locale = useLocale() as Locale;
  const { sessionKey } = useSignIn();
  const { filters, update } = useListFilters();
  const [popupOpen, setPopupOpen] = useState(false);
  const rendered = usePageSessionData(first);
  const counts = useQuery({
    queryKey: queryKeyOf(orderCount, sessionKey, locale),
    enabled: !!sessionKey,
    queryFn: () => fetchOrderCounts(locale),
    initialData: rendered?.counts,
    refetchOnMount: pageDataRefetch,
  });
  const { query, rows, total } = useOrderList(filters, first);
  const cancel = useCancelOrder();

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-2">
        <h1 className="text-lg font-bold">{t("listTitle")}</h1>
        <span className="flex items-baseline gap-3">
          {query.isSuccess && (
            <span className="text-sm text-slate-500" data-testid="order-total">
              {t("total", { count: total })}
            </span>
          )}
          {filters.agentFlag === AGENT_FLAG.AGENT && (
            <Link href="/order/agentOrder" className="btn-secondary" data-testid="new-agent-order">
              {t("newAgentOrder")}
            </Link>
          )}
        </span>
      </div>
      <StatusChips
        layout="row"
        value={filters.orderStatus}
        counts={counts.data}
        onPick={(v) => update({ orderStatus: v })}
      />
      <OrderSearchForm
        key={filters.id ?? ""}
        filters={filters}
        onChange={update}
        onReset={() => update({}, true)}
      />

      {query.isPending && sessionKey && <LoadingCards count={5} fill />}
      {query.isSuccess && rows.length === 0 && (
        <div className="card text-center text-sm text-slate-500">
          <p>{t("empty")}</p>
          <Link href="/search" className="mt-2 inline-block text-brand hover:underline">
            {t("goShopping")}
          </Link>
        </div>
      )}
      <ul className="grid gap-3 lg:grid-cols-2" data-testid="order-list">
        {rows.map((o, i) => (
          <OrderCard key={o.id} order={o} onCancel={cancel.ask} first={i === 0} />
        ))}
      </ul>
      <PagingFooter query={query} loaded={rows.length > 0} />
      <OrderBottomMenu list={{ filters, counts: counts.data, popupOpen, setPopupOpen, onChange: update }} />
      {cancel.dialog}
    </div>
  );
}
