"use client";

import { useState } from "react";
import { useLocale } from "next-intl";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import type { AnyEndpoint, RequestOf, ResponseOf } from "@/lib/api/contract/endpoint";
import { queryKeyOf, request, type ClientRoute } from "@/lib/client/endpoint";
import type { Locale } from "@/lib/i18n/locales";

const PAGE_SIZE = 20;

/** One row of a paged endpoint's answer. */
type RowOf<E> = ResponseOf<E> extends { rows: (infer R)[] } ? R : never;

/** What a desk's list (desk-list.tsx) draws from: the page's answer and where the pager stands. */
export type DeskListState<R> = {
  list: UseQueryResult<{ total: number; rows: R[] }>;
  pager: { pageNum: number; pageSize: number; total: number | undefined; onPage: (page: number) => void };
};

/**
 * A desk's queue (defects, purchase, packing, inspection, withdrawals): the filters its tabs and search box
 * set, sent as the endpoint's query as they are, and the page. Any new filter starts again from page 1, so a
 * desk never asks for page 4 of a step that has one. Each page is cached under the endpoint's key with the
 * filters and the page, so invalidating `queryKeyOf(route)` after a desk action reads every page again.
 */
export function useDeskList<E extends AnyEndpoint, F extends Record<string, string>>(
  route: ClientRoute<E>,
  initial: F,
  /** when the list is asked for at all (the inspection desk's "where is it?" box: only once something is typed) */
  enabled?: (filters: F) => boolean,
) {
  const locale = useLocale() as Locale;
  const [filters, setFilters] = useState<F>(initial);
  const [pageNum, setPageNum] = useState(1);
  const list = useQuery({
    queryKey: queryKeyOf(route, filters, pageNum),
    queryFn: () =>
      request(route, { query: { ...filters, pageNum, pageSize: PAGE_SIZE } } as RequestOf<E>, {
        locale,
      }) as Promise<{ total: number; rows: RowOf<E>[] }>,
    enabled: enabled?.(filters) ?? true,
  });

  function filter(change: Partial<F>) {
    setFilters((current) => ({ ...current, ...change }));
    setPageNum(1);
  }

  const pager = { pageNum, pageSize: PAGE_SIZE, total: list.data?.total, onPage: setPageNum };
  return { filters, filter, list, pager };
}
