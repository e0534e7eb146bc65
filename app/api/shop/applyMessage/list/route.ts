import { route } from "@/lib/api/handler";
import { okFields } from "@/lib/api/envelope";
import { listFeedback } from "@/lib/feedback/feedback";
import { ZFeedbackListQuery } from "@/lib/validation/problem";

export const GET = route({ auth: true, query: ZFeedbackListQuery }, async ({ auth, query }) =>
  okFields(await listFeedback(auth.customerId, query)),
);

export * from "@/lib/api/method-not-allowed";
