import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { staffFeedbackStart } from "@/lib/api/endpoints/staff";
import { startFeedback } from "@/lib/feedback/feedback";

export const POST = serve(staffFeedbackStart, async ({ actor, body }) => {
  const result = await startFeedback(actor, body);
  return ok(result, result.replayed ? "staff.feedback.alreadyStarted" : "staff.feedback.started");
});

export * from "@/lib/api/method-not-allowed";
