"use client";

import { useQuery } from "@tanstack/react-query";
import { useLocale } from "next-intl";
import type { Json } from "@/lib/api/json";
import { queryKeyOf, request } from "@/lib/client/endpoint";
import { accountCenterStatistics } from "@/lib/client/endpoints";
import type { Locale } from "@/lib/i18n/locales";
import type { centerStatistics } from "@/lib/user-center/center-statistics";
import { useSignIn } from "./session";

export type CenterStatistics = Json<Awaited<ReturnType<typeof centerStatistics>>>;

/**
 * Counts read with the page (first-session.ts) or fetched less than this long ago are not read again when a
 * screen showing them opens; the seller's own writes invalidate them at once.
 */
const STATISTICS_FRESH_MS = 30_000;

/**
 * GET /shop/user/getCenterStatistics: the user center's counts and the menu's badges share one query
 * (every write that changes a count invalidates `queryKeyOf(accountCenterStatistics)`).
 */
export function useCenterStatistics() {
  const locale = useLocale() as Locale;
  const { sessionKey } = useSignIn();
  return useQuery({
    queryKey: queryKeyOf(accountCenterStatistics, sessionKey, locale),
    enabled: !!sessionKey,
    staleTime: STATISTICS_FRESH_MS,
    queryFn: () => request(accountCenterStatistics, {}, { locale }),
  });
}
