"use client";

import { useLocale } from "next-intl";
import { useQuery } from "@tanstack/react-query";
import type { AnyEndpoint, RequestOf, ResponseOf } from "@/lib/api/contract/endpoint";
import { queryKeyOf, request, type ClientRoute } from "@/lib/client/endpoint";
import { pageDataRefetch } from "@/lib/client/page-data";
import type { Locale } from "@/lib/i18n/locales";

/**
 * How many rows wait on each of a desk's tabs (the packing and defects desks), with the desk's search applied
 * when there is one: the desk shows where the work is, and a number searched on the wrong tab shows where it
 * is. Kept under the list's own key, so the desk's actions, which read the list again (`queryKeyOf(list)`),
 * read the counts again too. `initial`: the counts for `initialQuery`, read with the page.
 */
export function useStepCounts<E extends AnyEndpoint>(
  steps: ClientRoute<E>,
  list: ClientRoute<AnyEndpoint>,
  q: string | undefined,
  initial?: { q: string; counts: ResponseOf<E> },
): ResponseOf<E> | undefined {
  const locale = useLocale() as Locale;
  const query = q || undefined;
  const counts = useQuery<ResponseOf<E>>({
    queryKey: queryKeyOf(list, "steps", query),
    queryFn: () =>
      request(steps, { query: { q: query } } as RequestOf<E>, { locale }) as Promise<ResponseOf<E>>,
    initialData: initial && (initial.q || undefined) === query ? initial.counts : undefined,
    refetchOnMount: pageDataRefetch,
  });
  return counts.data;
}
