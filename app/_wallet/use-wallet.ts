"use client";

import { useCallback } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocale } from "next-intl";
import { queryKeyOf } from "@/lib/client/endpoint";
import { walletBankAccounts, walletSummary, walletTransactionTypes } from "@/lib/client/endpoints";
import type { Locale } from "@/lib/i18n/locales";
import { usePageSessionData, useSignIn } from "../_components/session";
import {
  fetchBankAccounts,
  fetchSummary,
  fetchTransactionTypes,
  walletChanged,
  type BankAccountView,
} from "./wallet-api";

/** Balance, held amount, limits and PayPal availability of the logged-in customer. */
export function useWalletSummary() {
  const locale = useLocale() as Locale;
  const { sessionKey } = useSignIn();
  return useQuery({
    queryKey: queryKeyOf(walletSummary, sessionKey, locale),
    enabled: !!sessionKey,
    queryFn: () => fetchSummary(locale),
  });
}

/** The agent's receiving accounts; `rendered`: those the page came with (read again in the background). */
export function useBankAccounts(rendered?: BankAccountView[]) {
  const locale = useLocale() as Locale;
  const { sessionKey } = useSignIn();
  const initialData = usePageSessionData(rendered);
  return useQuery({
    queryKey: queryKeyOf(walletBankAccounts, sessionKey, locale),
    enabled: !!sessionKey,
    queryFn: () => fetchBankAccounts(locale),
    initialData,
  });
}

export function useTransactionTypes() {
  const locale = useLocale() as Locale;
  return useQuery({
    queryKey: queryKeyOf(walletTransactionTypes, locale),
    staleTime: Infinity,
    queryFn: () => fetchTransactionTypes(locale),
  });
}

/** After a money write: every wallet read and the session's user info (header/user-center balance) reload. */
export function useWalletChanged() {
  const queryClient = useQueryClient();
  return useCallback(() => walletChanged(queryClient), [queryClient]);
}
