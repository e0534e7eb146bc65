"use client";

import { useEffect } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocale } from "next-intl";
import { useRouter } from "next/navigation";
import type { ResponseOf } from "@/lib/api/contract/endpoint";
import type { messageUnreadCount as unreadCountEndpoint } from "@/lib/api/endpoints/messages";
import type { Json } from "@/lib/api/json";
import { queryKeyOf, request } from "@/lib/client/endpoint";
import { pageDataRefetch } from "@/lib/client/page-data";
import {
  accountCenterStatistics,
  messageList,
  messageThread,
  messageUnreadCount,
} from "@/lib/client/endpoints";
import type { Locale } from "@/lib/i18n/locales";
import type { Attachment as AttachmentView } from "@/lib/messages/attachments";
import { useSignIn } from "../_components/session";

/** An attachment as the server sends it (lib/messages/attachments.ts). */
export type Attachment = Json<AttachmentView>;

/** Unread staff messages (badge of the user-center menu and the thread list). */
export function useUnreadCount(rendered?: ResponseOf<typeof unreadCountEndpoint>) {
  const { sessionKey } = useSignIn();
  const locale = useLocale() as Locale;
  return useQuery({
    queryKey: queryKeyOf(messageUnreadCount, sessionKey),
    enabled: !!sessionKey,
    queryFn: () => request(messageUnreadCount, {}, { locale }),
    // The count the page came with (/user/userMsgNotify); read again on a later arrival.
    initialData: rendered,
    refetchOnMount: pageDataRefetch,
  });
}

/** After sending or reading: lists, counts and the user-center numbers are stale. */
export function useRefreshMessages() {
  const queryClient = useQueryClient();
  return (threadId?: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeyOf(messageList) }),
      queryClient.invalidateQueries({ queryKey: queryKeyOf(messageUnreadCount) }),
      queryClient.invalidateQueries({ queryKey: queryKeyOf(accountCenterStatistics) }),
      threadId ? queryClient.invalidateQueries({ queryKey: queryKeyOf(messageThread, threadId) }) : undefined,
    ]);
}

/** Pages outside the proxy's guard list send signed-out visitors to login, with the way back. */
export function useRequireLogin(): boolean {
  const { sessionKey } = useSignIn();
  const router = useRouter();
  useEffect(() => {
    if (!sessionKey)
      router.replace(`/login?flag=1&redirect=${encodeURIComponent(location.pathname + location.search)}`);
  }, [sessionKey, router]);
  return !!sessionKey;
}
