"use client";

import { queryKeyOf, request } from "@/lib/client/endpoint";
import { accountCustomerInfo, orderDetail } from "@/lib/client/endpoints";
import { useQueries, useQuery } from "@tanstack/react-query";
import { useLocale } from "next-intl";
import type { Locale } from "@/lib/i18n/locales";
import { useSignIn } from "../_components/session";
import { fetchOrder } from "./order-api";

/** Several of the customer's orders by id (the combined payment and the pay result name them in the address). */
export function useOrders(ids: number[]) {
  const locale = useLocale() as Locale;
  const { sessionKey } = useSignIn();
  const results = useQueries({
    queries: ids.map((id) => ({
      queryKey: queryKeyOf(orderDetail, sessionKey, locale, id),
      enabled: !!sessionKey,
      queryFn: () => fetchOrder(locale, id),
    })),
  });
  return {
    orders: results.flatMap((r) => (r.data ? [r.data] : [])),
    pending: results.some((r) => r.isPending),
    error: results.find((r) => r.isError)?.error ?? null,
    refetch: () => results.forEach((r) => r.isError && r.refetch()),
  };
}

/** The balance as it is now (shares the session's user-info query, refreshed when a pay screen opens). */
export function useBalance(): number | undefined {
  const locale = useLocale() as Locale;
  const { sessionKey } = useSignIn();
  const info = useQuery({
    queryKey: queryKeyOf(accountCustomerInfo, sessionKey, locale),
    enabled: !!sessionKey,
    refetchOnMount: "always",
    queryFn: () => request(accountCustomerInfo, {}, { locale }),
  });
  return info.data?.balance;
}
