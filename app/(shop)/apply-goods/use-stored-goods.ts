"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import { useLocale } from "next-intl";
import { queryKeyOf } from "@/lib/client/endpoint";
import { nextPageNum } from "@/lib/client/paging";
import { LIMITS } from "@/lib/codes";
import type { Locale } from "@/lib/i18n/locales";
import { useSignIn } from "../../_components/session";
import { fetchStoredPage, storedGoodsEndpoint } from "../../_shipping/shipping-api";

export type StoredFilters = { keyword?: string; fbaOnly?: boolean };

/** /apply-goods filters in the address: `keyword` (order number or goods name) and `fbaOnly=1`. */
export function readStoredFilters(params: URLSearchParams): StoredFilters {
  const keyword = (params.get("keyword") ?? "").trim().slice(0, 64);
  return { ...(keyword ? { keyword } : {}), ...(params.get("fbaOnly") === "1" ? { fbaOnly: true } : {}) };
}

/** The goods in storage, 10 orders per page, loaded until ceil(total / 10) (SPEC §4). */
export function useStoredGoods(filters: StoredFilters) {
  const locale = useLocale() as Locale;
  const { sessionKey } = useSignIn();
  const pageSize = LIMITS.pageSize;
  const query = useInfiniteQuery({
    queryKey: queryKeyOf(storedGoodsEndpoint(filters.fbaOnly), sessionKey, locale, filters),
    enabled: !!sessionKey,
    initialPageParam: 1,
    queryFn: ({ pageParam }) => fetchStoredPage(locale, filters, pageParam, pageSize),
    getNextPageParam: (last, pages) => nextPageNum(pages.length, last.total, pageSize),
  });
  const rows = query.data?.pages.flatMap((p) => p.rows) ?? [];
  return { query, rows, total: query.data?.pages[0]?.total ?? 0 };
}
