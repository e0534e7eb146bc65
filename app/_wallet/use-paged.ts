"use client";

import { useMemo } from "react";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useLocale } from "next-intl";
import { queryKeyOf } from "@/lib/client/endpoint";
import { nextPageNum } from "@/lib/client/paging";
import { LIMITS } from "@/lib/codes";
import type { Locale } from "@/lib/i18n/locales";
import { useSignIn } from "../_components/session";
import { useLoadMore } from "../_components/use-load-more";
import { fetchPage, type FiltersOf, type Page, type RowOf, type WalletList } from "./wallet-api";
import { pageDataRefetch } from "@/lib/client/page-data";

/**
 * An infinite wallet list (SPEC §4): pages of 10 load while the sentinel under the list scrolls into view,
 * until the page number exceeds ceil(total / 10); a failed page finishes the list with an error text.
 */
export function usePaged<R extends WalletList>(
  route: R,
  filters: FiltersOf<R> = {} as FiltersOf<R>,
  enabled = true,
  /** the first page the server rendered with the screen, for these very filters (the list paints with the page) */
  initialPage?: Page<RowOf<R>>,
) {
  const locale = useLocale() as Locale;
  const { sessionKey } = useSignIn();
  const query = useInfiniteQuery({
    queryKey: queryKeyOf(route, sessionKey, locale, filters),
    enabled: !!sessionKey && enabled,
    initialPageParam: 1,
    queryFn: ({ pageParam }) => fetchPage(route, locale, filters, pageParam, LIMITS.pageSize),
    getNextPageParam: (last, pages) => nextPageNum(pages.length, last.total, LIMITS.pageSize),
    initialData: initialPage ? { pages: [initialPage], pageParams: [1] } : undefined,
    refetchOnMount: pageDataRefetch,
  });
  const rows = useMemo(() => query.data?.pages.flatMap((p) => p.rows) ?? [], [query.data]);

  const sentinel = useLoadMore<HTMLDivElement>({
    hasNextPage: query.hasNextPage,
    isError: query.isError,
    busy: query.isFetching,
    fetchNextPage: query.fetchNextPage,
  });

  return { query, rows, total: query.data?.pages[0]?.total ?? 0, sentinel, ready: !!sessionKey };
}
