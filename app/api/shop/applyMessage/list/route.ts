import { serve } from "@/lib/api/serve";
import { okFields } from "@/lib/api/envelope";
import { feedbackList } from "@/lib/api/endpoints/feedback";
import { listFeedback } from "@/lib/feedback/feedback";

export const GET = serve(feedbackList, async ({ auth, query }) =>
  okFields(await listFeedback(auth.customerId, query)),
);

export * from "@/lib/api/method-not-allowed";
