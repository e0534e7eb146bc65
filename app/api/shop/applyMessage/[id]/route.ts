import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { feedbackDetail } from "@/lib/api/endpoints/feedback";
import { readFeedback } from "@/lib/feedback/feedback";

export const GET = serve(feedbackDetail, async ({ auth, params }) =>
  ok(await readFeedback(auth.customerId, { id: params.id })),
);

export * from "@/lib/api/method-not-allowed";
