"use client";

import { useEffect, useMemo, useRef } from "react";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useLocale } from "next-intl";
import { nextPageNum } from "@/lib/client/paging";
import { LIMITS } from "@/lib/codes";
import type { Locale } from "@/lib/i18n/locales";
import { useSession } from "../_components/session";
import { ORDER_KEYS, fetchOrderPage, orderListStore, type OrderFilters } from "./order-api";
import type { OrderRow } from "./types";

/** Back from an order's details shows the kept rows as they were; older snapshots refetch in the background. */
const KEPT_FRESH_MS = 60_000;

/**
 * The order list (SPEC §2: kept alive). Pages load until ceil(total / 10) (SPEC §4); the loaded pages and
 * the scroll position are kept per filter set, so going back from details restores rows and place.
 * Every order write drops the snapshots (ordersChanged).
 */
export function useOrderList(filters: OrderFilters) {
  const locale = useLocale() as Locale;
  const { token } = useSession();
  const viewKey = JSON.stringify(filters);
  const enabled = !!token;
  const snapshot = useMemo(
    () => (enabled && typeof window !== "undefined" ? orderListStore().load<OrderRow>(viewKey) : undefined),
    [viewKey, enabled],
  );
  const query = useInfiniteQuery({
    queryKey: [ORDER_KEYS.list, token, locale, viewKey],
    enabled,
    initialPageParam: 1,
    staleTime: KEPT_FRESH_MS,
    queryFn: ({ pageParam }) => fetchOrderPage(locale, filters, pageParam, LIMITS.pageSize),
    getNextPageParam: (last, pages) => nextPageNum(pages.length, last.total, LIMITS.pageSize),
    initialData: snapshot ? { pages: snapshot.pages, pageParams: snapshot.pageParams } : undefined,
    initialDataUpdatedAt: snapshot?.savedAt,
  });
  const data = query.data;
  useEffect(() => {
    if (enabled && data?.pages.length)
      orderListStore().saveList(viewKey, data.pages, data.pageParams as number[]);
  }, [data, enabled, viewKey]);
  useKeptScroll(viewKey, enabled && !!data?.pages.length);
  const rows = useMemo(() => data?.pages.flatMap((p) => p.rows) ?? [], [data]);
  return { query, rows, total: data?.pages[0]?.total ?? 0 };
}

/**
 * Saves the window's scroll position for the view and puts it back once the kept rows are shown. The
 * layout scrolls to the top on navigation (SPEC §2), so the restore runs after it, retrying while the
 * page is still too short.
 */
function useKeptScroll(viewKey: string, ready: boolean) {
  const restoredFor = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!ready || restoredFor.current === viewKey) return;
    restoredFor.current = viewKey;
    const target = orderListStore().load(viewKey)?.scrollY ?? 0;
    if (target <= 0) return;
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = () => {
      const reachable = document.documentElement.scrollHeight - window.innerHeight >= target;
      window.scrollTo(0, target);
      if (!reachable && ++tries < 20) timer = setTimeout(attempt, 50);
    };
    const frame = requestAnimationFrame(attempt);
    return () => {
      cancelAnimationFrame(frame);
      if (timer) clearTimeout(timer);
    };
  }, [ready, viewKey]);

  useEffect(() => {
    if (!ready) return;
    let last = window.scrollY;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      last = window.scrollY;
      timer ??= setTimeout(() => {
        timer = undefined;
        orderListStore().saveScroll(viewKey, last);
      }, 150);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (timer) clearTimeout(timer);
      orderListStore().saveScroll(viewKey, last);
    };
  }, [ready, viewKey]);
}
