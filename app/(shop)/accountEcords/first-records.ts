import { getLocale } from "next-intl/server";
import { pageSession } from "@/lib/auth/page-session";
import { LIMITS } from "@/lib/codes";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";
import { ZRecordsQuery } from "@/lib/validation/wallet";
import { listAccountRecords, transactionTypeOptions, walletSummary } from "@/lib/wallet/records";
import type { AccountRecord, Page, TypeOption, WalletSummary } from "../../_wallet/wallet-api";

/** The first page of records, the balance above them and the type filter's options. */
export type FirstRecords = { page: Page<AccountRecord>; summary: WalletSummary; types: TypeOption[] };

/**
 * The signed-in seller's first page of account records (no filter chosen yet: the screen's first query), the
 * balance card's summary and the type filter's options, rendered with the page through the same checks and
 * functions as GET /shop/account/records, /summary and /transactionTypes: read after the page, its rows
 * replaced the "loading" line and pushed what was below down (a layout shift), the balance showed "…", and
 * the three were as many requests after every view.
 */
export async function firstRecords(): Promise<FirstRecords | undefined> {
  const session = await pageSession();
  const query = ZRecordsQuery.safeParse({ pageNum: 1, pageSize: LIMITS.pageSize });
  if (!session || !query.success) return undefined;
  const t = translator((await getLocale()) as Locale);
  const loaded = await Promise.all([
    listAccountRecords(session.customerId, query.data, t),
    walletSummary(session.customerId),
  ]).catch(() => undefined);
  if (!loaded) return undefined;
  const [page, summary] = loaded;
  return JSON.parse(JSON.stringify({ page, summary, types: transactionTypeOptions(t) })) as FirstRecords;
}
