"use client";

import { useCallback } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocale } from "next-intl";
import type { Locale } from "@/lib/i18n/locales";
import { usePageSessionData, useSignIn } from "../_components/session";
import {
  WALLET_KEYS,
  fetchBankAccounts,
  fetchSummary,
  fetchTransactionTypes,
  type BankAccountView,
} from "./wallet-api";

/** Balance, held amount, limits and PayPal availability of the logged-in customer. */
export function useWalletSummary() {
  const locale = useLocale() as Locale;
  const { sessionKey } = useSignIn();
  return useQuery({
    queryKey: [...WALLET_KEYS.summary, sessionKey, locale],
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
    queryKey: [...WALLET_KEYS.bankAccounts, sessionKey, locale],
    enabled: !!sessionKey,
    queryFn: () => fetchBankAccounts(locale),
    initialData,
  });
}

export function useTransactionTypes() {
  const locale = useLocale() as Locale;
  return useQuery({
    queryKey: [...WALLET_KEYS.types, locale],
    staleTime: Infinity,
    queryFn: () => fetchTransactionTypes(locale),
  });
}

/** After a money write: every wallet list and the session's user info (header/user-center balance) reload. */
export function useWalletChanged() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const keys = [[WALLET_KEYS.root], ["userInfo"]];
    // A first fetch still in flight may have been answered before the change; invalidation alone would
    // reuse it (it only cancels fetches of queries that already hold data), so cancel those first.
    await Promise.all(keys.map((queryKey) => queryClient.cancelQueries({ queryKey })));
    await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  }, [queryClient]);
}
