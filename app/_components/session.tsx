"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useLocale } from "next-intl";
import { useRouter } from "next/navigation";
import type { Json } from "@/lib/api/json";
import { setUnauthorizedHandler } from "@/lib/client/api";
import { queryKeyOf, request } from "@/lib/client/endpoint";
import {
  accountCenterStatistics,
  accountCustomerInfo,
  accountLogout,
  accountMemberInfo,
} from "@/lib/client/endpoints";
import { RATE_QUERY_KEY, RateWithPageContext, useRate } from "@/lib/client/rate";
import { forgetSellerViews } from "@/lib/client/search-cache";
import { whenIdle } from "@/lib/client/when-idle";
import type { CustomerInfo } from "@/lib/customers/customer-info";
import type { MemberInfo as MemberInfoView } from "@/lib/customers/membership";
import type { Locale } from "@/lib/i18n/locales";
import type { FirstSession } from "./first-session";

/** The signed-in customer (GET /shop/customer/getCustomerInfo) and membership (GET /shop/customerMember/getInfo). */
export type UserInfo = Json<CustomerInfo>;
export type MemberInfo = Json<MemberInfoView>;

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
  /**
   * The commission estimates charge: the signed-in seller's rate in force (getCustomerInfo), else the
   * general plan's, which the server renders into every page for visitors.
   */
  commission: VisitorPricing;
  /** After POST /shop/user/login set the session cookie. */
  login: () => Promise<void>;
  logout: () => Promise<void>;
};

/** Whether and as whom the seller is signed in, without the data loaded for them. */
export type SignIn = Pick<Session, "sessionKey" | "isLogin" | "login" | "logout">;

const SessionContext = createContext<Session | null>(null);
const SignInContext = createContext<SignIn | null>(null);

let logins = 0;
const newSessionKey = () => `session-${++logins}`;

/** The commission a visitor's estimates charge: the same fields getCustomerInfo gives a signed-in seller. */
export type VisitorPricing = Pick<UserInfo, "commissionBp" | "commissionTier">;

/**
 * Login state of SPEC §3/§4: the session lives 7 days in an HttpOnly cookie (docs/decisions.md "Session");
 * user info, member info and rate are loaded after login.
 */

export function SessionProvider({
  signedIn,
  visitorPricing,
  first,
  children,
}: {
  signedIn: boolean;
  visitorPricing: VisitorPricing;
  /** what the page read for the frame while it rendered (first-session.ts) */
  first: FirstSession;
  children: ReactNode;
}) {
  const [sessionKey, setSessionKey] = useState(() => (signedIn ? newSessionKey() : undefined));
  const locale = useLocale() as Locale;
  const queryClient = useQueryClient();
  const router = useRouter();
  // Once, on the server's render and the phone's alike: the queries below start from the page's reads.
  useState(() => seedFirstSession(queryClient, first, sessionKey, locale));

  // Not read again as the provider mounts (the page's read is as new); a login, a language or an invalidation
  // after a write reads them again.
  const userInfo = useQuery({
    queryKey: queryKeyOf(accountCustomerInfo, sessionKey, locale),
    enabled: !!sessionKey,
    refetchOnMount: false,
    queryFn: () => request(accountCustomerInfo, {}, { locale }),
  });
  const vipInfo = useQuery({
    queryKey: queryKeyOf(accountMemberInfo, sessionKey, locale),
    enabled: !!sessionKey,
    refetchOnMount: false,
    queryFn: async () => (await request(accountMemberInfo, {}, { locale })) ?? null,
  });
  // The day's rate is part of the login state (SPEC §3): loaded here on every page and after login, and read
  // from its one query by the widgets that convert prices (useRate), not from this context.
  useRate();

  const clear = useCallback(() => {
    setSessionKey(undefined);
    localStorage.setItem("isVip", "0");
    forgetSellerViews(sessionStorage);
    queryClient.removeQueries({ queryKey: queryKeyOf(accountCustomerInfo) });
    queryClient.removeQueries({ queryKey: queryKeyOf(accountMemberInfo) });
    queryClient.removeQueries({ queryKey: queryKeyOf(accountCenterStatistics) });
  }, [queryClient]);

  const logout = useCallback(async () => {
    await request(accountLogout, {}, { locale }).catch(() => undefined);
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
    if (vipInfo.isSuccess) return whenIdle(() => localStorage.setItem("isVip", isVip ? "1" : "0"));
  }, [isVip, vipInfo.isSuccess]);

  const login = useCallback(async () => {
    const next = newSessionKey();
    setSessionKey(next);
    await Promise.allSettled([
      queryClient.fetchQuery({
        queryKey: queryKeyOf(accountCustomerInfo, next, locale),
        queryFn: () => request(accountCustomerInfo, {}, { locale }),
      }),
      queryClient.refetchQueries({ queryKey: RATE_QUERY_KEY }),
    ]);
  }, [locale, queryClient]);

  const own = sessionKey ? userInfo.data : undefined;
  const commissionBp = own?.commissionBp ?? visitorPricing.commissionBp;
  const commissionTier = own?.commissionTier ?? visitorPricing.commissionTier;
  // Changes only on login and logout (login and logout keep their identity).
  const signIn = useMemo<SignIn>(
    () => ({ sessionKey, isLogin: !!sessionKey, login, logout }),
    [sessionKey, login, logout],
  );
  const value = useMemo<Session>(
    () => ({
      ...signIn,
      userInfo: userInfo.data,
      vipInfo: vipInfo.data,
      isVip,
      commission: { commissionBp, commissionTier },
    }),
    [signIn, userInfo.data, vipInfo.data, isVip, commissionBp, commissionTier],
  );
  return (
    <SignInContext.Provider value={signIn}>
      <SessionContext.Provider value={value}>
        <RateWithPageContext.Provider value={!!first.rate}>{children}</RateWithPageContext.Provider>
      </SessionContext.Provider>
    </SignInContext.Provider>
  );
}

/** Puts the page's reads (first-session.ts) under the keys the frame's queries read. */
function seedFirstSession(
  client: QueryClient,
  first: FirstSession,
  sessionKey: string | undefined,
  locale: Locale,
) {
  if (first.rate) client.setQueryData(RATE_QUERY_KEY, first.rate);
  if (!sessionKey || !first.seller) return;
  client.setQueryData(queryKeyOf(accountCustomerInfo, sessionKey, locale), first.seller.info);
  client.setQueryData(queryKeyOf(accountMemberInfo, sessionKey, locale), first.seller.member);
  client.setQueryData(queryKeyOf(accountCenterStatistics, sessionKey, locale), first.seller.statistics);
}

/** The session with the seller's loaded data: renders again when user info or member info arrive. */
export function useSession(): Session {
  const s = useContext(SessionContext);
  if (!s) throw new Error("useSession outside SessionProvider");
  return s;
}

/**
 * The session key and login state alone. Screens that only key their queries on the session read this:
 * the user info and member info that arrive after a page has hydrated then do not render the whole
 * screen again (docs/performance.md "Renders after hydration").
 */
export function useSignIn(): SignIn {
  const s = useContext(SignInContext);
  if (!s) throw new Error("useSignIn outside SessionProvider");
  return s;
}

/**
 * What the server rendered for the seller signed in when the screen appeared (a first page of their
 * orders, their cart), or undefined once a session other than that one is in force.
 */
export function usePageSessionData<T>(data: T | undefined): T | undefined {
  const { sessionKey } = useSignIn();
  const [pageSession] = useState(sessionKey);
  return sessionKey && sessionKey === pageSession ? data : undefined;
}
