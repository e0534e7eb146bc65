import { getLocale } from "next-intl/server";
import { pageSession } from "@/lib/auth/page-session";
import { LIMITS } from "@/lib/codes";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";
import { ZRecordsQuery } from "@/lib/validation/wallet";
import { listAccountRecords } from "@/lib/wallet/records";
import type { AccountRecord, Page } from "../../_wallet/wallet-api";

/**
 * The signed-in seller's first page of account records (no filter chosen yet: the screen's first query),
 * rendered with the page through the same checks and query as GET /shop/account/records: read after the
 * page, its rows replaced the "loading" line and pushed what was below down (a layout shift).
 */
export async function firstRecords(): Promise<Page<AccountRecord> | undefined> {
  const session = await pageSession();
  const query = ZRecordsQuery.safeParse({ pageNum: 1, pageSize: LIMITS.pageSize });
  if (!session || !query.success) return undefined;
  const t = translator((await getLocale()) as Locale);
  const page = await listAccountRecords(session.customerId, query.data, t).catch(() => undefined);
  return page && (JSON.parse(JSON.stringify(page)) as Page<AccountRecord>);
}
