import { ok } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { staffDefectsDestroyed } from "@/lib/api/endpoints/staffDefects";
import { completeDestruction } from "@/lib/problems/agent-complete";

/** Destruction done (the same function as `npm run op:problem -- destroyed`). */
export const POST = serve(staffDefectsDestroyed, async ({ actor, body }) => {
  const r = await completeDestruction(body, actor);
  return ok(
    { problemId: r.problemId, orderId: r.orderId, orderStatus: r.orderStatus },
    "staff.defects.done.destroyed",
  );
});

export * from "@/lib/api/method-not-allowed";
