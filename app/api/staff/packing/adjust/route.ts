import { ok } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { staffPackingAdjust } from "@/lib/api/endpoints/staffPacking";
import { chargeShippingAdjustment } from "@/lib/shipping/after-dispatch";

/** The carrier's re-weighed freight charged or refunded (`npm run op:packing -- adjust`). */
export const POST = serve(staffPackingAdjust, async ({ actor, body }) => {
  const r = await chargeShippingAdjustment(body, actor);
  return ok(r, "staff.packing.done.adjusted");
});

export * from "@/lib/api/method-not-allowed";
