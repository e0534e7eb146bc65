import { getLocale } from "next-intl/server";
import type { ResponseOf } from "@/lib/api/contract/endpoint";
import type { messageList } from "@/lib/api/endpoints/messages";
import { pageSession } from "@/lib/auth/page-session";
import { LIMITS } from "@/lib/codes";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";
import { listThreads } from "@/lib/messages/list-threads";
import { ZMessageListQuery } from "@/lib/validation/message";

export type FirstThreads = ResponseOf<typeof messageList>;

/**
 * The signed-in seller's first page of message threads, rendered with the page through the same checks
 * and query as GET /shop/message/list: read after the page, its threads replaced the "loading" line and
 * pushed what was below down (a layout shift).
 */
export async function firstThreads(): Promise<FirstThreads | undefined> {
  const session = await pageSession();
  const query = ZMessageListQuery.safeParse({ pageNum: 1, pageSize: LIMITS.pageSize });
  if (!session || !query.success) return undefined;
  const t = translator((await getLocale()) as Locale);
  const { pageNum, pageSize } = query.data;
  const page = await listThreads(session.customerId, pageNum, pageSize, t).catch(() => undefined);
  return page && (JSON.parse(JSON.stringify(page)) as FirstThreads);
}
