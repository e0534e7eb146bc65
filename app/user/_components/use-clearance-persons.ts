"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import { useLocale } from "next-intl";
import { api } from "@/lib/client/api";
import { nextPageNum } from "@/lib/client/paging";
import { LIMITS } from "@/lib/codes";
import type { Locale } from "@/lib/i18n/locales";
import { useSignIn } from "../../_components/session";
import type { ClearancePersonRow } from "./types";
import { CLEARANCE_QUERY_KEY } from "./query-keys";

/** The customer's clearance persons, 10 per page, loaded until ceil(total / pageSize) (SPEC §4). */
export function useClearancePersons() {
  const { sessionKey } = useSignIn();
  const locale = useLocale() as Locale;
  const pageSize = LIMITS.pageSize;
  const query = useInfiniteQuery({
    queryKey: [CLEARANCE_QUERY_KEY, sessionKey, locale],
    enabled: !!sessionKey,
    initialPageParam: 1,
    queryFn: async ({ pageParam }) => {
      const res = await api<ClearancePersonRow>("/system/shopClearance/list", {
        locale,
        query: { pageNum: pageParam, pageSize },
      });
      return { total: res.total ?? 0, rows: res.rows ?? [] };
    },
    getNextPageParam: (last, pages) => nextPageNum(pages.length, last.total, pageSize),
  });
  const rows = query.data?.pages.flatMap((p) => p.rows) ?? [];
  const total = query.data?.pages.at(-1)?.total ?? 0;
  return { query, rows, total, complete: query.isSuccess && !query.hasNextPage };
}
