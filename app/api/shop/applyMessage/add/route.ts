import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { feedbackAdd } from "@/lib/api/endpoints/feedback";
import { createFeedback } from "@/lib/feedback/feedback";

export const POST = serve(feedbackAdd, async ({ auth, body }) =>
  ok(await createFeedback(auth.customerId, body), "feedback.sent"),
);

export * from "@/lib/api/method-not-allowed";
