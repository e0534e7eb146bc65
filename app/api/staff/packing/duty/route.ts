import { ok } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { staffPackingDuty } from "@/lib/api/endpoints/staffPacking";
import { chargeCustomsDuty } from "@/lib/shipping/after-dispatch";

/** Duty and import tax paid at clearance (`npm run op:packing -- duty`). */
export const POST = serve(staffPackingDuty, async ({ actor, body }) => {
  const r = await chargeCustomsDuty(body, actor);
  return ok(r, "staff.packing.done.duty");
});

export * from "@/lib/api/method-not-allowed";
