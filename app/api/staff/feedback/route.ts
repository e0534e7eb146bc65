import { paged } from "@/lib/api/envelope";
import { staffRoute } from "@/lib/api/staff-route";
import { listOpenFeedback } from "@/lib/feedback/feedback";
import { ZOpenFeedbackQuery } from "@/lib/validation/staff-messages";

export const GET = staffRoute("feedback.reply", { query: ZOpenFeedbackQuery }, async ({ query }) => {
  const { total, rows } = await listOpenFeedback(query);
  return paged(total, rows);
});

export * from "@/lib/api/method-not-allowed";
