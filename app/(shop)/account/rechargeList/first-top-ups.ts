import { getLocale } from "next-intl/server";
import { pageSession } from "@/lib/auth/page-session";
import { LIMITS } from "@/lib/codes";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";
import { ZTopUpListQuery } from "@/lib/validation/wallet";
import { listTopUps } from "@/lib/wallet/top-ups";
import type { Page, TopUpView } from "../../../_wallet/wallet-api";

/**
 * The signed-in seller's first page of top-ups (no status chosen yet: the screen's first query), rendered
 * with the page through the same checks and query as GET /shop/account/topUp/list: read after the page,
 * its cards replaced the "loading" line and pushed what was below down (a layout shift).
 */
export async function firstTopUps(): Promise<Page<TopUpView> | undefined> {
  const session = await pageSession();
  const query = ZTopUpListQuery.safeParse({ pageNum: 1, pageSize: LIMITS.pageSize });
  if (!session || !query.success) return undefined;
  const t = translator((await getLocale()) as Locale);
  const page = await listTopUps(session.customerId, query.data, t).catch(() => undefined);
  return page && (JSON.parse(JSON.stringify(page)) as Page<TopUpView>);
}
