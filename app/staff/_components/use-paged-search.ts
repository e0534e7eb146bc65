"use client";

import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import type { AnyEndpoint, RequestOf, ResponseOf } from "@/lib/api/contract/endpoint";
import { queryKeyOf, request, type ClientRoute } from "@/lib/client/endpoint";
import type { SchemaLoader } from "@/lib/inputs/schema-check";
import { useFormAction } from "@/app/_components/use-form-action";

const PAGE_SIZE = 20;

/** One row of a paged endpoint's answer. */
type RowOf<E> = ResponseOf<E> extends { rows: (infer R)[] } ? R : never;

/**
 * A console list searched with a form (customers, messages, feedback). The form edits a draft; only a draft
 * that passes its schema becomes the search, from page 1. Each page is cached under the endpoint's key with
 * the filters and the page, so invalidating `queryKeyOf(route)` reads every page again.
 */
export function usePagedSearch<F, E extends AnyEndpoint>({
  route,
  empty,
  schema,
  query,
}: {
  /** a paged endpoint (lib/client/endpoints.ts) */
  route: ClientRoute<E>;
  empty: F;
  schema: SchemaLoader;
  /** The request's query string for these filters. */
  query: (filters: F) => Record<string, string | number | boolean | undefined>;
}) {
  const { locale, validate } = useFormAction();
  const [draft, setDraft] = useState<F>(empty);
  const [filters, setFilters] = useState<F>(empty);
  const [pageNum, setPageNum] = useState(1);
  const list = useQuery({
    queryKey: queryKeyOf(route, filters, pageNum),
    queryFn: () =>
      request(route, { query: { ...query(filters), pageNum, pageSize: PAGE_SIZE } } as RequestOf<E>, {
        locale,
      }) as Promise<{ total: number; rows: RowOf<E>[] }>,
  });

  async function search(e: React.FormEvent) {
    e.preventDefault();
    if (!(await validate(schema, draft))) return;
    setPageNum(1);
    setFilters(draft);
  }

  const pager = { pageNum, pageSize: PAGE_SIZE, total: list.data?.total ?? 0, onPage: setPageNum };
  return { draft, setDraft, list, search, pager };
}
