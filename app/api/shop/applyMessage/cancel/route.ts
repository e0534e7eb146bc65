import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { feedbackCancel } from "@/lib/api/endpoints/feedback";
import { cancelFeedback } from "@/lib/feedback/feedback";

export const POST = serve(feedbackCancel, async ({ auth, body }) =>
  ok(await cancelFeedback(auth.customerId, body), "feedback.cancelled"),
);

export * from "@/lib/api/method-not-allowed";
