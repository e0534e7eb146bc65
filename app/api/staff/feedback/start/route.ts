import { ok } from "@/lib/api/envelope";
import { staffRoute } from "@/lib/api/staff-route";
import { startFeedback } from "@/lib/feedback/feedback";
import { ZFeedbackRef } from "@/lib/validation/problem";

export const POST = staffRoute("feedback.reply", { body: ZFeedbackRef }, async ({ actor, body }) => {
  const result = await startFeedback(actor, body);
  return ok(result, result.replayed ? "staff.feedback.alreadyStarted" : "staff.feedback.started");
});

export * from "@/lib/api/method-not-allowed";
