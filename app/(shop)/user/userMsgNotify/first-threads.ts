import { getLocale } from "next-intl/server";
import type { ResponseOf } from "@/lib/api/contract/endpoint";
import type { messageList, messageUnreadCount } from "@/lib/api/endpoints/messages";
import { pageSession } from "@/lib/auth/page-session";
import { LIMITS } from "@/lib/codes";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";
import { countUnread } from "@/lib/messages/count-unread";
import { listThreads } from "@/lib/messages/list-threads";
import { ZMessageListQuery } from "@/lib/validation/message";

/** The first page of threads and the unread count beside the title. */
export type FirstThreads = {
  page: ResponseOf<typeof messageList>;
  unread: ResponseOf<typeof messageUnreadCount>;
};

/**
 * The signed-in seller's first page of message threads and unread count, rendered with the page through the
 * same checks and queries as GET /shop/message/list and unreadCount: read after the page, its threads
 * replaced the "loading" line and pushed what was below down (a layout shift).
 */
export async function firstThreads(): Promise<FirstThreads | undefined> {
  const session = await pageSession();
  const query = ZMessageListQuery.safeParse({ pageNum: 1, pageSize: LIMITS.pageSize });
  if (!session || !query.success) return undefined;
  const t = translator((await getLocale()) as Locale);
  const { pageNum, pageSize } = query.data;
  const loaded = await Promise.all([
    listThreads(session.customerId, pageNum, pageSize, t),
    countUnread(session.customerId),
  ]).catch(() => undefined);
  if (!loaded) return undefined;
  const [page, unread] = loaded;
  return JSON.parse(JSON.stringify({ page, unread })) as FirstThreads;
}
