"use client";

import { useState } from "react";
import type { AnyEndpoint } from "@/lib/api/contract/endpoint";
import type { ClientRoute } from "@/lib/client/endpoint";
import type { SchemaLoader } from "@/lib/inputs/schema-check";
import { useFormAction } from "@/app/_components/use-form-action";
import { useDeskList } from "./use-desk-list";

/**
 * A console list searched with a form (customers, messages, feedback). The form edits a draft; only a draft
 * that passes its schema becomes the search: its query goes to useDeskList as the filters, from page 1 (pages,
 * cache keys and invalidation as there).
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
  query: (filters: F) => Record<string, string>;
}) {
  const { validate } = useFormAction();
  const [draft, setDraft] = useState<F>(empty);
  const { filter, list, pager } = useDeskList(route, query(empty));

  async function search(e: React.FormEvent) {
    e.preventDefault();
    if (!(await validate(schema, draft))) return;
    filter(query(draft));
  }

  return { draft, setDraft, list, search, pager };
}
