"use client";

import Link from "@/app/_components/link";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { queryKeyOf } from "@/lib/client/endpoint";
import { boxOrderList } from "@/lib/client/endpoints";
import { nextPageNum } from "@/lib/client/paging";
import { LIMITS } from "@/lib/codes";
import type { Locale } from "@/lib/i18n/locales";
import { LoadFailed } from "../../_components/load-failed";
import { PagingFooter } from "../../_components/paging-footer";
import { useSignIn } from "../../_components/session";
import { useQueryFilters } from "../../_components/use-query-filters";
import { fetchBoxOrderPage } from "../../_shipping/shipping-api";
import { useMaterialLists } from "../../_shipping/use-shipment-choices";
import { BoxOrderCard } from "./box-order-card";
import { MaterialTable } from "./material-table";
import { LoadingCards } from "../../_components/skeleton";

const TABS = ["packing", "cartons", "boxOrders"] as const;
type Tab = (typeof TABS)[number];
const readTab = (params: URLSearchParams): { tab?: Tab } => {
  const tab = params.get("tab") as Tab | null;
  return tab && TABS.includes(tab) ? { tab } : {};
};

/**
 * /auxiliaryMaterialManagement: the warehouse's packing materials and cartons (price, stock) and the seller's
 * box orders — the materials ordered with their packing lists — with what each holds. The tab is in the address.
 */
export function MaterialsScreen() {
  const t = useTranslations("shipmentPage");
  const { filters, update } = useQueryFilters(readTab);
  const tab = filters.tab ?? "packing";
  const { packing, cases } = useMaterialLists();
  const locale = useLocale() as Locale;
  const { sessionKey } = useSignIn();
  const boxOrders = useInfiniteQuery({
    queryKey: queryKeyOf(boxOrderList, sessionKey, locale),
    enabled: !!sessionKey && tab === "boxOrders",
    initialPageParam: 1,
    queryFn: ({ pageParam }) => fetchBoxOrderPage(locale, pageParam, LIMITS.pageSize),
    getNextPageParam: (last, pages) => nextPageNum(pages.length, last.total, LIMITS.pageSize),
  });
  const orders = boxOrders.data?.pages.flatMap((p) => p.rows) ?? [];
  const current = tab === "packing" ? packing : cases;

  return (
    <div className="flex flex-col gap-3">
      <Link href="/batchManage" className="text-sm text-brand hover:underline">
        ← {t("toBatchList")}
      </Link>
      <h1 className="text-lg font-bold">{t("auxiliaryTitle")}</h1>
      <p className="text-sm text-slate-600">{t("auxiliaryHint")}</p>
      <ul className="flex gap-2 overflow-x-auto" role="tablist" aria-label={t("auxiliaryTitle")}>
        {TABS.map((k) => (
          <li key={k} className="shrink-0" role="presentation">
            <button
              type="button"
              role="tab"
              aria-selected={tab === k}
              onClick={() => update({ tab: k === "packing" ? undefined : k })}
              data-tab={k}
              className={`whitespace-nowrap rounded-full border px-3 py-1.5 text-sm ${tab === k ? "border-brand bg-orange-50 font-semibold text-brand" : "border-slate-200 bg-white text-slate-700"}`}
            >
              {t(`tabs.${k}`)}
            </button>
          </li>
        ))}
      </ul>
      {tab === "boxOrders" ? (
        <>
          {boxOrders.isPending && <LoadingCards />}
          {boxOrders.isSuccess && orders.length === 0 && (
            <p className="card text-center text-sm text-slate-600" data-testid="box-orders-empty">
              {t("noBoxOrders")}
            </p>
          )}
          <ul className="grid gap-3 md:grid-cols-2" data-testid="box-orders">
            {orders.map((o) => (
              <BoxOrderCard key={o.id} order={o} />
            ))}
          </ul>
          <PagingFooter query={boxOrders} loaded={orders.length > 0} />
        </>
      ) : (
        <>
          {current.isPending && <LoadingCards />}
          {current.isError && <LoadFailed onRetry={() => current.refetch()} />}
          {tab === "packing" && packing.data && <MaterialTable kind="packingMaterial" rows={packing.data} />}
          {tab === "cartons" && cases.data && <MaterialTable kind="transportCase" rows={cases.data} />}
        </>
      )}
    </div>
  );
}
