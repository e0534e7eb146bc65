"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocale } from "next-intl";
import { useRouter } from "next/navigation";
import { api, setUnauthorizedHandler } from "@/lib/client/api";
import { COOKIE, deleteCookie, setCookie } from "@/lib/client/cookies";
import type { Locale } from "@/lib/i18n/locales";

export type UserInfo = {
  id: number;
  userName: string;
  email: string;
  avatar: string | null;
  memberTier: number;
  amazonShopName: string | null;
  rakutenShopName: string | null;
  customerServiceId: string | null;
  balance: number;
  frozenAmount: number;
};
export type MemberInfo = { tier: number; planName: string; endTime: string } | null;
export type RateInfo = { rate: number; currency: string };

type Session = {
  token: string | undefined;
  isLogin: boolean;
  userInfo: UserInfo | undefined;
  vipInfo: MemberInfo | undefined;
  isVip: boolean;
  rate: RateInfo | undefined;
  login: (token: string) => Promise<void>;
  logout: () => Promise<void>;
};

const SessionContext = createContext<Session | null>(null);

/** Login state of SPEC §3/§4: token in a 7-day cookie; user info, member info and rate loaded after login. */
export function SessionProvider({ initialToken, children }: { initialToken?: string; children: ReactNode }) {
  const [token, setToken] = useState(initialToken);
  const locale = useLocale() as Locale;
  const queryClient = useQueryClient();
  const router = useRouter();

  const userInfo = useQuery({
    queryKey: ["userInfo", token, locale],
    enabled: !!token,
    queryFn: async () => (await api<UserInfo>("/shop/customer/getCustomerInfo", { locale })).data,
  });
  const vipInfo = useQuery({
    queryKey: ["vipInfo", token, locale],
    enabled: !!token,
    queryFn: async () => (await api<MemberInfo>("/shop/customerMember/getInfo", { locale })).data ?? null,
  });
  // SPEC §7: the rate is refreshed at most once per 10 s.
  const rate = useQuery({
    queryKey: ["rate"],
    staleTime: 10_000,
    queryFn: async () => (await api<RateInfo>("/shop/rate/getRate", { locale })).data,
  });

  const clear = useCallback(() => {
    deleteCookie(COOKIE.token);
    setToken(undefined);
    localStorage.setItem("isVip", "0");
    queryClient.removeQueries({ queryKey: ["userInfo"] });
    queryClient.removeQueries({ queryKey: ["vipInfo"] });
    queryClient.removeQueries({ queryKey: ["centerStatistics"] });
  }, [queryClient]);

  const logout = useCallback(async () => {
    await api("/shop/user/logout", { method: "POST", locale }).catch(() => undefined);
    clear();
    router.push("/login");
  }, [clear, locale, router]);

  useEffect(() => {
    setUnauthorizedHandler(() => {
      clear();
      router.push(`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`);
    });
  }, [clear, router]);

  const isVip = !!vipInfo.data;
  useEffect(() => {
    if (vipInfo.isSuccess) localStorage.setItem("isVip", isVip ? "1" : "0");
  }, [isVip, vipInfo.isSuccess]);

  const login = useCallback(
    async (next: string) => {
      setCookie(COOKIE.token, next);
      setToken(next);
      await Promise.allSettled([
        queryClient.fetchQuery({
          queryKey: ["userInfo", next, locale],
          queryFn: async () => (await api<UserInfo>("/shop/customer/getCustomerInfo", { locale })).data,
        }),
        rate.refetch(),
      ]);
    },
    [locale, queryClient, rate],
  );

  const value = useMemo<Session>(
    () => ({
      token,
      isLogin: !!token,
      userInfo: userInfo.data,
      vipInfo: vipInfo.data,
      isVip,
      rate: rate.data,
      login,
      logout,
    }),
    [token, userInfo.data, vipInfo.data, isVip, rate.data, login, logout],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const s = useContext(SessionContext);
  if (!s) throw new Error("useSession outside SessionProvider");
  return s;
}
