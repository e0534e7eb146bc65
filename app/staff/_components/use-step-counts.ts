"use client";

import { useLocale } from "next-intl";
import { useQuery } from "@tanstack/react-query";
import type { AnyEndpoint, RequestOf, ResponseOf } from "@/lib/api/contract/endpoint";
import { queryKeyOf, request, type ClientRoute } from "@/lib/client/endpoint";
import type { Locale } from "@/lib/i18n/locales";

/**
 * How many rows a desk's search finds on each of its tabs (the packing and defects desks), read while a search
 * is applied: a number searched on the wrong tab then shows where it is. Kept under the list's own key, so the
 * desk's actions, which read the list again (`queryKeyOf(list)`), read the counts again too.
 */
export function useStepCounts<E extends AnyEndpoint>(
  steps: ClientRoute<E>,
  list: ClientRoute<AnyEndpoint>,
  q: string | undefined,
): ResponseOf<E> | undefined {
  const locale = useLocale() as Locale;
  const counts = useQuery({
    queryKey: queryKeyOf(list, "steps", q),
    queryFn: () => request(steps, { query: { q } } as RequestOf<E>, { locale }),
    enabled: Boolean(q),
  });
  return q ? counts.data : undefined;
}
