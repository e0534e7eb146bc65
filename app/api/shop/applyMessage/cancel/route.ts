import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { cancelFeedback } from "@/lib/feedback/feedback";
import { ZFeedbackRef } from "@/lib/validation/problem";

export const POST = route({ auth: true, body: ZFeedbackRef }, async ({ auth, body }) =>
  ok(await cancelFeedback(auth.customerId, body), "feedback.cancelled"),
);

export * from "@/lib/api/method-not-allowed";
