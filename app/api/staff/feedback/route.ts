import { serve } from "@/lib/api/serve";
import { paged } from "@/lib/api/envelope";
import { staffFeedbackList } from "@/lib/api/endpoints/staff";
import { listOpenFeedback } from "@/lib/feedback/feedback";

export const GET = serve(staffFeedbackList, async ({ query }) => {
  const { total, rows } = await listOpenFeedback(query);
  return paged(total, rows);
});

export * from "@/lib/api/method-not-allowed";
