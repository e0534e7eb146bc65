"use client";

import { useQueries } from "@tanstack/react-query";
import { useLocale } from "next-intl";
import { queryKeyOf } from "@/lib/client/endpoint";
import { containerDetail } from "@/lib/client/endpoints";
import type { Locale } from "@/lib/i18n/locales";
import { useSignIn } from "../_components/session";
import { fetchContainer } from "./shipping-api";

/** Several of the seller's packing lists by id (the combined payment and its result name them in the address). */
export function useContainers(ids: number[]) {
  const locale = useLocale() as Locale;
  const { sessionKey } = useSignIn();
  const results = useQueries({
    queries: ids.map((id) => ({
      queryKey: queryKeyOf(containerDetail, sessionKey, locale, id),
      enabled: !!sessionKey,
      queryFn: () => fetchContainer(locale, id),
    })),
  });
  return {
    containers: results.flatMap((r) => (r.data ? [r.data] : [])),
    pending: results.some((r) => r.isPending),
    error: results.find((r) => r.isError)?.error ?? null,
    refetch: () => results.forEach((r) => r.isError && r.refetch()),
  };
}
