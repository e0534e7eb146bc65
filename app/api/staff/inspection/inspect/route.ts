import { ok } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { staffInspectionInspect } from "@/lib/api/endpoints/staffInspection";
import { recordInspection } from "@/lib/warehouse/record-inspection";

/** The inspection result (the same function as `npm run op:inspect`): defects become the seller's problems. */
export const POST = serve(staffInspectionInspect, async ({ actor, body }) => {
  const r = await recordInspection(body, actor);
  return ok(
    { orderId: r.orderId, orderStatus: r.orderStatus, passed: r.passed, problemIds: r.problemIds },
    r.problemIds.length ? "staff.inspection.done.defects" : "staff.inspection.done.passed",
  );
});

export * from "@/lib/api/method-not-allowed";
