"use client";

import { useEffect } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocale } from "next-intl";
import { useRouter } from "next/navigation";
import type { Json } from "@/lib/api/json";
import { api } from "@/lib/client/api";
import type { Locale } from "@/lib/i18n/locales";
import type { Attachment as AttachmentView } from "@/lib/messages/attachments";
import type { listThreads } from "@/lib/messages/list-threads";
import type { readThread } from "@/lib/messages/read-thread";
import { useSignIn } from "../_components/session";
import { queryKeyOf } from "@/lib/client/endpoint";
import { accountCenterStatistics } from "@/lib/client/endpoints";

/** An attachment, a thread in the list and a whole thread, as the server sends them (lib/messages/*). */
export type Attachment = Json<AttachmentView>;
export type ThreadRow = Json<Awaited<ReturnType<typeof listThreads>>["rows"][number]>;
export type Thread = Json<Awaited<ReturnType<typeof readThread>>>;
export type ThreadMessage = Thread["messages"][number];

/** Unread staff messages (badge of the user-center menu and the thread list). */
export function useUnreadCount() {
  const { sessionKey } = useSignIn();
  const locale = useLocale() as Locale;
  return useQuery({
    queryKey: ["messageUnread", sessionKey],
    enabled: !!sessionKey,
    queryFn: async () => (await api<number>("/shop/message/unreadCount", { locale })).data ?? 0,
  });
}

/** After sending or reading: lists, counts and the user-center numbers are stale. */
export function useRefreshMessages() {
  const queryClient = useQueryClient();
  return (threadId?: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ["messageThreads"] }),
      queryClient.invalidateQueries({ queryKey: ["messageUnread"] }),
      queryClient.invalidateQueries({ queryKey: queryKeyOf(accountCenterStatistics) }),
      threadId ? queryClient.invalidateQueries({ queryKey: ["messageThread", threadId] }) : undefined,
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
