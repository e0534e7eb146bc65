"use client";

import { useQuery } from "@tanstack/react-query";
import { useLocale } from "next-intl";
import { api } from "@/lib/client/api";
import { LIMITS } from "@/lib/codes";
import type { Locale } from "@/lib/i18n/locales";
import { useSignIn } from "../../_components/session";
import { ADDRESS_QUERY_KEY } from "./query-keys";
import type { AddressRow } from "./types";

/**
 * The seller's addresses: the address book, the order screens' picker and the shipment form share this one
 * cache entry. At most 10 addresses (SPEC §5/§9): one page of 10 is the whole book.
 */
export function useAddresses() {
  const locale = useLocale() as Locale;
  const { sessionKey } = useSignIn();
  return useQuery({
    queryKey: [ADDRESS_QUERY_KEY, sessionKey, locale],
    enabled: !!sessionKey,
    queryFn: async () => {
      const res = await api<AddressRow>("/shop/configAddressInfo/list", {
        locale,
        query: { pageNum: 1, pageSize: LIMITS.maxAddresses },
      });
      return { total: res.total ?? 0, rows: res.rows ?? [] };
    },
  });
}
