import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { staffFeedbackReply } from "@/lib/api/endpoints/staff";
import { replyToFeedback } from "@/lib/feedback/feedback";

export const POST = serve(staffFeedbackReply, async ({ actor, body }) => {
  const { id, replayed } = await replyToFeedback(actor, body);
  return ok({ id, replayed }, replayed ? "staff.feedback.replySent" : "staff.feedback.replied");
});

export * from "@/lib/api/method-not-allowed";
