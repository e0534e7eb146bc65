import { getLocale } from "next-intl/server";
import { pageSession } from "@/lib/auth/page-session";
import { getCustomerInfo } from "@/lib/customers/customer-info";
import type { Locale } from "@/lib/i18n/locales";
import { centerStatistics } from "@/lib/user-center/center-statistics";
import type { CenterStatistics } from "../../_components/use-center-statistics";
import type { UserInfo } from "../../_components/session";

export type FirstCenter = { info: UserInfo; statistics: CenterStatistics };

/**
 * The seller's summary and counts, rendered with the page as getCustomerInfo and getCenterStatistics give
 * them: filled in after the page, they grew the cards and pushed the ones below down (a layout shift).
 */
export async function firstCenter(): Promise<FirstCenter | undefined> {
  const session = await pageSession();
  if (!session) return undefined;
  const locale = (await getLocale()) as Locale;
  const loaded = await Promise.all([
    getCustomerInfo(session.customerId, locale),
    centerStatistics(session.customerId),
  ]).catch(() => undefined);
  if (!loaded) return undefined;
  const [info, statistics] = loaded;
  return JSON.parse(JSON.stringify({ info, statistics })) as FirstCenter;
}
