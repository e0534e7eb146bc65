"use client";

import { useQuery } from "@tanstack/react-query";
import { useLocale } from "next-intl";
import { queryKeyOf } from "@/lib/client/endpoint";
import {
  catalogueAmazonSites,
  labelList,
  packingMaterialList,
  transportCaseList,
} from "@/lib/client/endpoints";
import type { Locale } from "@/lib/i18n/locales";
import { useSignIn } from "../_components/session";
import { fetchFreeLabels, fetchJapanSites, fetchPackingMaterials, fetchTransportCases } from "./shipping-api";

/** Amazon's Japanese marketplaces (data.JP), the FBA destinations. */
export function useJapanSites() {
  const locale = useLocale() as Locale;
  return useQuery({
    queryKey: queryKeyOf(catalogueAmazonSites, locale),
    staleTime: 10 * 60_000,
    queryFn: () => fetchJapanSites(locale),
  });
}

/** The seller's label files not attached to a packing list yet. */
export function useFreeLabels() {
  const locale = useLocale() as Locale;
  const { sessionKey } = useSignIn();
  return useQuery({
    queryKey: queryKeyOf(labelList, sessionKey, locale, "free"),
    enabled: !!sessionKey,
    queryFn: () => fetchFreeLabels(locale),
  });
}

/** The warehouse's packing materials and cartons with price and stock (names in the reader's language). */
export function useMaterialLists() {
  const locale = useLocale() as Locale;
  const packing = useQuery({
    queryKey: queryKeyOf(packingMaterialList, locale),
    staleTime: 60_000,
    queryFn: () => fetchPackingMaterials(locale),
  });
  const cases = useQuery({
    queryKey: queryKeyOf(transportCaseList, locale),
    staleTime: 60_000,
    queryFn: () => fetchTransportCases(locale),
  });
  return { packing, cases };
}
