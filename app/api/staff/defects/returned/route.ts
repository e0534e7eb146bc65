import { ok } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { staffDefectsReturned } from "@/lib/api/endpoints/staffDefects";
import { completeReturn } from "@/lib/problems/agent-complete";

/** Return done, refunded (the same function as `npm run op:problem -- returned`). */
export const POST = serve(staffDefectsReturned, async ({ actor, body }) => {
  const r = await completeReturn(body, actor);
  return ok(
    { problemId: r.problemId, orderId: r.orderId, orderStatus: r.orderStatus, refundYen: r.refundYen },
    "staff.defects.done.returned",
  );
});

export * from "@/lib/api/method-not-allowed";
