"use client";

import { useCallback } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocale } from "next-intl";
import { queryKeyOf } from "@/lib/client/endpoint";
import { pageDataRefetch } from "@/lib/client/page-data";
import { walletBankAccounts, walletSummary, walletTransactionTypes } from "@/lib/client/endpoints";
import type { Locale } from "@/lib/i18n/locales";
import { usePageSessionData, useSignIn } from "../_components/session";
import {
  fetchBankAccounts,
  fetchSummary,
  fetchTransactionTypes,
  walletChanged,
  type BankAccountView,
  type TypeOption,
  type WalletSummary,
} from "./wallet-api";

/** Balance, held amount, limits and PayPal availability of the logged-in customer. */
export function useWalletSummary(rendered?: WalletSummary) {
  const locale = useLocale() as Locale;
  const { sessionKey } = useSignIn();
  return useQuery({
    queryKey: queryKeyOf(walletSummary, sessionKey, locale),
    enabled: !!sessionKey,
    queryFn: () => fetchSummary(locale),
    // What the page came with (/accountEcords); read again on a later arrival and after a money write.
    initialData: rendered,
    refetchOnMount: pageDataRefetch,
  });
}

/** The agent's receiving accounts; `rendered`: those the page came with (read again on a later arrival). */
export function useBankAccounts(rendered?: BankAccountView[]) {
  const locale = useLocale() as Locale;
  const { sessionKey } = useSignIn();
  const initialData = usePageSessionData(rendered);
  return useQuery({
    queryKey: queryKeyOf(walletBankAccounts, sessionKey, locale),
    enabled: !!sessionKey,
    queryFn: () => fetchBankAccounts(locale),
    initialData,
    refetchOnMount: pageDataRefetch,
  });
}

/** The records filter's types in the reader's language; `rendered`: those the page came with. */
export function useTransactionTypes(rendered?: TypeOption[]) {
  const locale = useLocale() as Locale;
  return useQuery({
    queryKey: queryKeyOf(walletTransactionTypes, locale),
    staleTime: Infinity,
    queryFn: () => fetchTransactionTypes(locale),
    initialData: rendered,
  });
}

/** After a money write: every wallet read and the session's user info (header/user-center balance) reload. */
export function useWalletChanged() {
  const queryClient = useQueryClient();
  return useCallback(() => walletChanged(queryClient), [queryClient]);
}
