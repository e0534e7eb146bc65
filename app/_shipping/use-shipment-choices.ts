"use client";

import { useQuery } from "@tanstack/react-query";
import { useLocale } from "next-intl";
import { api } from "@/lib/client/api";
import { LIMITS } from "@/lib/codes";
import type { Locale } from "@/lib/i18n/locales";
import { useSession } from "../_components/session";
import type { OrderAddress } from "../_orders/types";
import { ADDRESS_QUERY_KEY } from "../user/_components/query-keys";
import {
  SHIPPING_KEYS,
  fetchFreeLabels,
  fetchJapanSites,
  fetchPackingMaterials,
  fetchTransportCases,
} from "./shipping-api";

/** The seller's addresses (at most 10: one page), shared with the address book and the order screens. */
export function useAddresses() {
  const locale = useLocale() as Locale;
  const { sessionKey } = useSession();
  return useQuery({
    queryKey: [ADDRESS_QUERY_KEY, sessionKey, locale],
    enabled: !!sessionKey,
    queryFn: async () => {
      const res = await api<OrderAddress>("/shop/configAddressInfo/list", {
        locale,
        query: { pageNum: 1, pageSize: LIMITS.maxAddresses },
      });
      return { total: res.total ?? 0, rows: res.rows ?? [] };
    },
  });
}

/** Amazon's Japanese marketplaces (data.JP), the FBA destinations. */
export function useJapanSites() {
  const locale = useLocale() as Locale;
  return useQuery({
    queryKey: [SHIPPING_KEYS.amazonSites, locale],
    staleTime: 10 * 60_000,
    queryFn: () => fetchJapanSites(locale),
  });
}

/** The seller's label files not attached to a packing list yet. */
export function useFreeLabels() {
  const locale = useLocale() as Locale;
  const { sessionKey } = useSession();
  return useQuery({
    queryKey: [SHIPPING_KEYS.labels, sessionKey, locale, "free"],
    enabled: !!sessionKey,
    queryFn: () => fetchFreeLabels(locale),
  });
}

/** The warehouse's packing materials and cartons with price and stock (names in the reader's language). */
export function useMaterialLists() {
  const locale = useLocale() as Locale;
  const packing = useQuery({
    queryKey: [SHIPPING_KEYS.materials, "packing", locale],
    staleTime: 60_000,
    queryFn: () => fetchPackingMaterials(locale),
  });
  const cases = useQuery({
    queryKey: [SHIPPING_KEYS.materials, "cases", locale],
    staleTime: 60_000,
    queryFn: () => fetchTransportCases(locale),
  });
  return { packing, cases };
}
