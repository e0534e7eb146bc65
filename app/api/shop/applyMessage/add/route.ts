import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { createFeedback } from "@/lib/feedback/feedback";
import { ZFeedbackCreate } from "@/lib/validation/problem";

export const POST = route({ auth: true, body: ZFeedbackCreate }, async ({ auth, body }) =>
  ok(await createFeedback(auth.customerId, body), "feedback.sent"),
);

export * from "@/lib/api/method-not-allowed";
