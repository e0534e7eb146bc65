"use client";

import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/client/api";
import type { Json } from "@/lib/api/json";
import type { SchemaLoader } from "@/lib/inputs/schema-check";
import { useFormAction } from "@/app/_components/use-form-action";

const PAGE_SIZE = 20;

type Query = Record<string, string | number | boolean | undefined>;

/**
 * A console list searched with a form (customers, messages, feedback). The form edits a draft; only a draft
 * that passes its schema becomes the search, from page 1. Each page is cached under [...key, filters, page],
 * so invalidating `key` reads every page again.
 */
export function usePagedSearch<F, R>({
  key,
  path,
  empty,
  schema,
  query,
}: {
  key: readonly unknown[];
  path: string;
  empty: F;
  schema: SchemaLoader;
  /** The request's query string for these filters. */
  query: (filters: F) => Query;
}) {
  const { locale, validate } = useFormAction();
  const [draft, setDraft] = useState<F>(empty);
  const [filters, setFilters] = useState<F>(empty);
  const [pageNum, setPageNum] = useState(1);
  const list = useQuery({
    queryKey: [...key, filters, pageNum],
    queryFn: async () => {
      const res = await api<Json<R>>(path, {
        query: { ...query(filters), pageNum, pageSize: PAGE_SIZE },
        locale,
      });
      return { total: res.total ?? 0, rows: res.rows ?? [] };
    },
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
