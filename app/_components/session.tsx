"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocale } from "next-intl";
import { useRouter } from "next/navigation";
import { api, setUnauthorizedHandler } from "@/lib/client/api";
import type { Locale } from "@/lib/i18n/locales";

export type UserInfo = {
  id: number;
  userName: string;
  email: string;
  avatar: string | null;
  memberTier: number;
  /** the commission in force (lib/pricing/commission.ts): what estimates and orders charge */
  commissionBp: number;
  commissionTier: number;
  amazonShopName: string | null;
  rakutenShopName: string | null;
  customerServiceId: string | null;
  balance: number;
  frozenAmount: number;
};
export type MemberInfo = { tier: number; planName: string; endTime: string } | null;
export type RateInfo = { rate: number; currency: string };

type Session = {
  /**
   * Set while signed in, new for every login: query keys and `enabled` flags use it. Not a credential: the
   * session itself is an HttpOnly cookie no script can read.
   */
  sessionKey: string | undefined;
  isLogin: boolean;
  userInfo: UserInfo | undefined;
  vipInfo: MemberInfo | undefined;
  isVip: boolean;
  rate: RateInfo | undefined;
  /**
   * The commission estimates charge: the signed-in seller's rate in force (getCustomerInfo), else the
   * general plan's, which the server renders into every page for visitors.
   */
  commission: VisitorPricing;
  /** After POST /shop/user/login set the session cookie. */
  login: () => Promise<void>;
  logout: () => Promise<void>;
};

const SessionContext = createContext<Session | null>(null);

let logins = 0;
const newSessionKey = () => `session-${++logins}`;

/**
 * Login state of SPEC §3/§4: the session lives 7 days in an HttpOnly cookie (docs/decisions.md "Session");
 * user info, member info and rate are loaded after login.
 */
export type VisitorPricing = { commissionBp: number; commissionTier: number };

export function SessionProvider({
  signedIn,
  visitorPricing,
  children,
}: {
  signedIn: boolean;
  visitorPricing: VisitorPricing;
  children: ReactNode;
}) {
  const [sessionKey, setSessionKey] = useState(() => (signedIn ? newSessionKey() : undefined));
  const locale = useLocale() as Locale;
  const queryClient = useQueryClient();
  const router = useRouter();

  const userInfo = useQuery({
    queryKey: ["userInfo", sessionKey, locale],
    enabled: !!sessionKey,
    queryFn: async () => (await api<UserInfo>("/shop/customer/getCustomerInfo", { locale })).data,
  });
  const vipInfo = useQuery({
    queryKey: ["vipInfo", sessionKey, locale],
    enabled: !!sessionKey,
    queryFn: async () => (await api<MemberInfo>("/shop/customerMember/getInfo", { locale })).data ?? null,
  });
  // SPEC §7: the rate is refreshed at most once per 10 s.
  const rate = useQuery({
    queryKey: ["rate"],
    staleTime: 10_000,
    queryFn: async () => (await api<RateInfo>("/shop/rate/getRate", { locale })).data,
  });

  const clear = useCallback(() => {
    setSessionKey(undefined);
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

  const login = useCallback(async () => {
    const next = newSessionKey();
    setSessionKey(next);
    await Promise.allSettled([
      queryClient.fetchQuery({
        queryKey: ["userInfo", next, locale],
        queryFn: async () => (await api<UserInfo>("/shop/customer/getCustomerInfo", { locale })).data,
      }),
      rate.refetch(),
    ]);
  }, [locale, queryClient, rate]);

  const own = sessionKey ? userInfo.data : undefined;
  const commissionBp = own?.commissionBp ?? visitorPricing.commissionBp;
  const commissionTier = own?.commissionTier ?? visitorPricing.commissionTier;
  const value = useMemo<Session>(
    () => ({
      sessionKey,
      isLogin: !!sessionKey,
      userInfo: userInfo.data,
      vipInfo: vipInfo.data,
      isVip,
      rate: rate.data,
      commission: { commissionBp, commissionTier },
      login,
      logout,
    }),
    [sessionKey, userInfo.data, vipInfo.data, isVip, rate.data, commissionBp, commissionTier, login, logout],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const s = useContext(SessionContext);
  if (!s) throw new Error("useSession outside SessionProvider");
  return s;
}
