import type { QueryClient } from "@tanstack/react-query";
import type { Json } from "@/lib/api/json";
import { api } from "@/lib/client/api";
import type { FeedbackView } from "@/lib/feedback/feedback";
import type { Locale } from "@/lib/i18n/locales";
import { queryKeyOf } from "@/lib/client/endpoint";
import { accountCenterStatistics } from "@/lib/client/endpoints";

/** Feedback as /shop/applyMessage/* sends it (lib/feedback/feedback.ts). */
export type Feedback = Json<FeedbackView>;

export const FEEDBACK_KEYS = Object.freeze({ list: "feedback", detail: "feedbackDetail" });

export async function fetchFeedbackPage(
  locale: Locale,
  status: number | undefined,
  pageNum: number,
  pageSize: number,
): Promise<{ total: number; rows: Feedback[]; unreadCount: number }> {
  const res = await api<Feedback>("/shop/applyMessage/list", {
    locale,
    query: { status, pageNum, pageSize },
  });
  return { total: res.total ?? 0, rows: res.rows ?? [], unreadCount: Number(res.unreadCount ?? 0) };
}

/** Opening one marks the agent's answer read. */
export async function fetchFeedback(locale: Locale, id: number): Promise<Feedback> {
  return (await api<Feedback>(`/shop/applyMessage/${id}`, { locale })).data as Feedback;
}

/** After sending, withdrawing or reading: the lists and the unread counts (user center, menu) change. */
export async function feedbackChanged(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: [FEEDBACK_KEYS.list] }),
    queryClient.invalidateQueries({ queryKey: queryKeyOf(accountCenterStatistics) }),
  ]);
}
