"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import { useLocale } from "next-intl";
import { queryKeyOf, request } from "@/lib/client/endpoint";
import { clearanceList } from "@/lib/client/endpoints";
import { nextPageNum } from "@/lib/client/paging";
import { LIMITS } from "@/lib/codes";
import type { Locale } from "@/lib/i18n/locales";
import { useSignIn } from "../../../_components/session";

/** The customer's clearance persons, 10 per page, loaded until ceil(total / pageSize) (SPEC §4). */
export function useClearancePersons() {
  const { sessionKey } = useSignIn();
  const locale = useLocale() as Locale;
  const pageSize = LIMITS.pageSize;
  const query = useInfiniteQuery({
    queryKey: queryKeyOf(clearanceList, sessionKey, locale),
    enabled: !!sessionKey,
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      request(clearanceList, { query: { pageNum: pageParam, pageSize } }, { locale }),
    getNextPageParam: (last, pages) => nextPageNum(pages.length, last.total, pageSize),
  });
  const rows = query.data?.pages.flatMap((p) => p.rows) ?? [];
  const total = query.data?.pages.at(-1)?.total ?? 0;
  return { query, rows, total, complete: query.isSuccess && !query.hasNextPage };
}
