"use client";

import { useQuery } from "@tanstack/react-query";
import { useLocale } from "next-intl";
import { queryKeyOf, request } from "@/lib/client/endpoint";
import { pageDataRefetch } from "@/lib/client/page-data";
import { addressList } from "@/lib/client/endpoints";
import { LIMITS } from "@/lib/codes";
import type { Locale } from "@/lib/i18n/locales";
import { usePageSessionData, useSignIn } from "../../../_components/session";
import type { AddressBook } from "./types";

/**
 * The seller's addresses: the address book, the order screens' picker and the shipment form share this one
 * cache entry. At most 10 addresses (SPEC §5/§9): one page of 10 is the whole book. `rendered`: the book
 * the page came with (the address book's page), read again on a later arrival.
 */
export function useAddresses(rendered?: AddressBook) {
  const locale = useLocale() as Locale;
  const { sessionKey } = useSignIn();
  const initialData = usePageSessionData(rendered);
  return useQuery({
    queryKey: queryKeyOf(addressList, sessionKey, locale),
    enabled: !!sessionKey,
    queryFn: () => request(addressList, { query: { pageNum: 1, pageSize: LIMITS.maxAddresses } }, { locale }),
    initialData,
    refetchOnMount: pageDataRefetch,
  });
}
