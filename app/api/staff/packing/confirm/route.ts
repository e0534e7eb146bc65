import { ok } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { staffPackingConfirm } from "@/lib/api/endpoints/staffPacking";
import { confirmContainer } from "@/lib/shipping/agent-actions";

/** FBA shipment checked (the same function as `npm run op:packing -- confirm`). */
export const POST = serve(staffPackingConfirm, async ({ actor, body }) => {
  const r = await confirmContainer(body, actor);
  return ok(r, "staff.packing.done.confirmed");
});

export * from "@/lib/api/method-not-allowed";
