import { getLocale } from "next-intl/server";
import { pageSession } from "@/lib/auth/page-session";
import { getCustomerInfo } from "@/lib/customers/customer-info";
import { getMemberInfo } from "@/lib/customers/membership";
import type { Locale } from "@/lib/i18n/locales";
import { pageRate } from "@/lib/rates/page-rate";
import { centerStatistics } from "@/lib/user-center/center-statistics";
import type { Rate } from "@/lib/client/rate";
import type { CenterStatistics } from "./use-center-statistics";
import type { MemberInfo, UserInfo } from "./session";

/** What the frame's queries hold once a page has loaded, as their endpoints answer it. */
export type FirstSession = {
  rate?: Rate;
  seller?: { info: UserInfo; member: MemberInfo | null; statistics: CenterStatistics };
};

/**
 * The day's rate and, for a signed-in seller, what getCustomerInfo, getInfo and getCenterStatistics answer,
 * read while the page renders and handed to the frame's queries (session.tsx): the header and menus show the
 * seller with the page, and a page view no longer sends four reads after it loads (docs/performance.md "A page
 * view's server CPU"). Whatever cannot be read is left out, and the screen asks for it as before.
 */
export async function firstSession(): Promise<FirstSession> {
  const [rate, seller] = await Promise.all([pageRate(), sellerData()]);
  // The endpoints' JSON: dates as ISO strings, as the screens read them.
  return JSON.parse(JSON.stringify({ rate, seller })) as FirstSession;
}

async function sellerData() {
  try {
    const session = await pageSession();
    if (!session) return undefined;
    const locale = (await getLocale()) as Locale;
    const [info, member, statistics] = await Promise.all([
      getCustomerInfo(session.customerId, locale),
      getMemberInfo(session.customerId, locale),
      centerStatistics(session.customerId),
    ]);
    return { info, member, statistics };
  } catch {
    return undefined;
  }
}
