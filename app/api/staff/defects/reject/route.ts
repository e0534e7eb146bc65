import { ok } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { staffDefectsReject } from "@/lib/api/endpoints/staffDefects";
import { rejectApplication } from "@/lib/problems/agent-decline";

/** The application refused with a reason (the same function as `npm run op:problem -- reject`). */
export const POST = serve(staffDefectsReject, async ({ actor, body }) => {
  const r = await rejectApplication(body, actor);
  return ok(
    { problemId: r.problemId, orderId: r.orderId, orderStatus: r.orderStatus },
    "staff.defects.done.rejected",
  );
});

export * from "@/lib/api/method-not-allowed";
