"use client";

import { useQuery } from "@tanstack/react-query";
import { useLocale } from "next-intl";
import { queryKeyOf } from "@/lib/client/endpoint";
import { pageDataRefetch } from "@/lib/client/page-data";
import { containerDetail, containerStats } from "@/lib/client/endpoints";
import type { Locale } from "@/lib/i18n/locales";
import { useSignIn } from "../_components/session";
import { fetchContainer, fetchContainerStats, type ContainerStats } from "./shipping-api";

/** One of the seller's packing lists (GET /shop/container/getContainerInfo/{id}), shared by its screens. */
export function useContainer(id: number | undefined) {
  const locale = useLocale() as Locale;
  const { sessionKey } = useSignIn();
  return useQuery({
    queryKey: queryKeyOf(containerDetail, sessionKey, locale, id),
    enabled: !!sessionKey && !!id,
    queryFn: () => fetchContainer(locale, id!),
  });
}

/** The packing lists per status and in all (getStatisticalNum): the tabs' counts. */
export function useContainerStats(rendered?: ContainerStats) {
  const locale = useLocale() as Locale;
  const { sessionKey } = useSignIn();
  return useQuery({
    queryKey: queryKeyOf(containerStats, sessionKey, locale),
    enabled: !!sessionKey,
    queryFn: () => fetchContainerStats(locale),
    // The counts the page came with (/batchManage); read again on a later arrival.
    initialData: rendered,
    refetchOnMount: pageDataRefetch,
  });
}
