import { ok } from "@/lib/api/envelope";
import { staffRoute } from "@/lib/api/staff-route";
import { replyToFeedback } from "@/lib/feedback/feedback";
import { ZFeedbackReply } from "@/lib/validation/problem";

export const POST = staffRoute("feedback.reply", { body: ZFeedbackReply }, async ({ actor, body }) => {
  const { id, replayed } = await replyToFeedback(actor, body);
  return ok({ id, replayed }, replayed ? "staff.feedback.replySent" : "staff.feedback.replied");
});

export * from "@/lib/api/method-not-allowed";
