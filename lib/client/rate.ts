"use client";

import { createContext, useContext } from "react";
import { useQuery } from "@tanstack/react-query";
import { useLocale } from "next-intl";
import type { ResponseOf } from "@/lib/api/contract/endpoint";
import type * as wallet from "@/lib/api/endpoints/wallet";
import { queryKeyOf, request } from "@/lib/client/endpoint";
import { walletRate } from "@/lib/client/endpoints";
import { useHydrated } from "@/lib/client/hydrated";
import { formatNumber, formatYen } from "@/lib/format";
import type { Locale } from "@/lib/i18n/locales";
import { fenToYen, yuanToYen } from "@/lib/pricing/convert";

/** GET /shop/rate/getRate. */
export type Rate = ResponseOf<typeof wallet.walletRate>;

/** SPEC §9: the rate is refreshed at most once per 10 s. */
export const RATE_REFRESH_MS = 10_000;
export const RATE_QUERY_KEY = queryKeyOf(walletRate);

/**
 * True under a page that was rendered with the day's rate (app/_components/first-session.ts puts it in the
 * query on the server and on the phone alike): prices can then be shown in yen from the first render.
 */
export const RateWithPageContext = createContext(false);

/**
 * The day's rate (yen per yuan) from /shop/rate/getRate. Shares the RATE_QUERY_KEY query with the session
 * provider, so every widget on a screen reads one cached value and refetches at most every 10 s.
 */
export function useRate() {
  const locale = useLocale() as Locale;
  const hydrated = useHydrated();
  const withPage = useContext(RateWithPageContext);
  const query = useQuery({
    queryKey: RATE_QUERY_KEY,
    staleTime: RATE_REFRESH_MS,
    queryFn: () => request(walletRate, {}, { locale }),
  });
  // A page rendered without the rate shows prices without it until it has hydrated, even when the rate has
  // come by then: the first render on the phone must be the server's.
  return hydrated || withPage ? query : { ...query, data: undefined };
}

/** Yen for an amount in fen (ceil), or undefined while the rate is unknown. */
export const fenInYen = (fen: number, rate: number | undefined) =>
  rate === undefined ? undefined : fenToYen(fen, rate);

/** Yen for an amount in yuan as the API sends it (ceil), or undefined while the rate is unknown. */
export const yuanInYen = (yuan: number, rate: number | undefined) =>
  rate === undefined ? undefined : yuanToYen(yuan, rate);

/** "¥1,234" style text without the sign: whole yen with thousands separators. */
export const yenText = (yen: number | undefined) => (yen === undefined ? "—" : formatYen(yen));

/** Yuan with 2 decimals and thousands separators (SPEC §1). */
export const yuanText = (yuan: number) => formatNumber(yuan, 2);

/** Fen shown as yuan with 2 decimals. */
export const fenAsYuanText = (fen: number) => formatNumber(fen / 100, 2);
