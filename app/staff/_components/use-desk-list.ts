"use client";

import { useState } from "react";
import { useLocale } from "next-intl";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import type { AnyEndpoint, RequestOf, ResponseOf } from "@/lib/api/contract/endpoint";
import { queryKeyOf, request, type ClientRoute } from "@/lib/client/endpoint";
import { pageDataRefetch } from "@/lib/client/page-data";
import { LIMITS } from "@/lib/codes";
import type { Locale } from "@/lib/i18n/locales";

const PAGE_SIZE = LIMITS.deskPageSize;

/** One row of a paged endpoint's answer. */
export type RowOf<E> = ResponseOf<E> extends { rows: (infer R)[] } ? R : never;

/** A page of a desk's queue as its endpoint answers it. */
export type DeskPage<R> = { total: number; rows: R[] };

/** A page of the queue a client route reads. */
export type DeskPageOf<C> = C extends ClientRoute<infer E> ? DeskPage<RowOf<E>> : never;

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
 * `first`: the first page for the `initial` filters, rendered with the page (first-desk-page.ts); it stands
 * for those filters' page 1 only, and is not read again as the desk mounts (lib/client/page-data.ts).
 */
export function useDeskList<E extends AnyEndpoint, F extends Record<string, string>>(
  route: ClientRoute<E>,
  initial: F,
  /** when the list is asked for at all (the inspection desk's "where is it?" box: only once something is typed) */
  enabled?: (filters: F) => boolean,
  first?: DeskPage<RowOf<E>>,
) {
  const locale = useLocale() as Locale;
  const [firstFilters] = useState<F>(initial);
  const [filters, setFilters] = useState<F>(firstFilters);
  const [pageNum, setPageNum] = useState(1);
  const list = useQuery({
    queryKey: queryKeyOf(route, filters, pageNum),
    queryFn: () =>
      request(route, { query: { ...filters, pageNum, pageSize: PAGE_SIZE } } as RequestOf<E>, {
        locale,
      }) as Promise<{ total: number; rows: RowOf<E>[] }>,
    enabled: enabled?.(filters) ?? true,
    // Filters set since are new objects: a query they start (or start again) never takes the page's rows.
    initialData: filters === firstFilters && pageNum === 1 ? first : undefined,
    refetchOnMount: pageDataRefetch,
  });

  function filter(change: Partial<F>) {
    setFilters((current) => ({ ...current, ...change }));
    setPageNum(1);
  }

  const pager = { pageNum, pageSize: PAGE_SIZE, total: list.data?.total, onPage: setPageNum };
  return { filters, filter, list, pager };
}
