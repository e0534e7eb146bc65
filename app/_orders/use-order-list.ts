"use client";

import { queryKeyOf } from "@/lib/client/endpoint";
import { orderList } from "@/lib/client/endpoints";
import { useLocale } from "next-intl";
import type { Locale } from "@/lib/i18n/locales";
import { usePageSessionData, useSignIn } from "../_components/session";
import { useKeptAliveList } from "../_components/use-kept-alive-list";
import type { ListPage } from "@/lib/client/search-cache";
import { fetchOrderPage, orderListStore, type OrderFilters } from "./order-api";
import type { OrderRow } from "./types";

/** Back from an order's details shows the kept rows as they were; older snapshots refetch in the background. */
const KEPT_FRESH_MS = 60_000;

/**
 * The order list (SPEC §2: kept alive). Pages load until ceil(total / 10) (SPEC §4); the loaded pages and
 * the scroll position are kept per filter set, so going back from details restores rows and place.
 * Every order write drops the snapshots (ordersChanged).
 */
export function useOrderList(filters: OrderFilters, first?: { view: string; page: ListPage<OrderRow> }) {
  const locale = useLocale() as Locale;
  const { sessionKey } = useSignIn();
  const viewKey = JSON.stringify(filters);
  const rendered = usePageSessionData(first);
  return useKeptAliveList<OrderRow>({
    viewKey,
    queryKey: queryKeyOf(orderList, sessionKey, locale, viewKey),
    enabled: !!sessionKey,
    store: orderListStore,
    freshMs: KEPT_FRESH_MS,
    fetchPage: (pageNum, pageSize) => fetchOrderPage(locale, filters, pageNum, pageSize),
    // The page the server rendered with the screen, when it was for these filters.
    initialPage: rendered?.view === viewKey ? rendered.page : undefined,
  });
}
