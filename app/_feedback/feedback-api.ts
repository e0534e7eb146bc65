import type { QueryClient } from "@tanstack/react-query";
import type { Json } from "@/lib/api/json";
import { queryKeyOf, request } from "@/lib/client/endpoint";
import { accountCenterStatistics, feedbackDetail, feedbackList } from "@/lib/client/endpoints";
import type { FeedbackView } from "@/lib/feedback/feedback";
import type { Locale } from "@/lib/i18n/locales";

/** Feedback as /shop/applyMessage/* sends it (lib/feedback/feedback.ts). */
export type Feedback = Json<FeedbackView>;

export async function fetchFeedbackPage(
  locale: Locale,
  status: number | undefined,
  pageNum: number,
  pageSize: number,
): Promise<{ total: number; rows: Feedback[]; unreadCount: number }> {
  return request(feedbackList, { query: { status, pageNum, pageSize } }, { locale });
}

/** Opening one marks the agent's answer read. */
export async function fetchFeedback(locale: Locale, id: number): Promise<Feedback> {
  return request(feedbackDetail, { params: { id } }, { locale });
}

/** After sending, withdrawing or reading: the lists and the unread counts (user center, menu) change. */
export async function feedbackChanged(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeyOf(feedbackList) }),
    queryClient.invalidateQueries({ queryKey: queryKeyOf(accountCenterStatistics) }),
  ]);
}
