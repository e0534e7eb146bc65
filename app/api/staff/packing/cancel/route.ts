import { ok } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { staffPackingCancel } from "@/lib/api/endpoints/staffPacking";
import { cancelContainer } from "@/lib/shipping/container-changes";
import { ACTOR } from "@/lib/orders/lifecycle";

/** The agent cancels (the same function as `npm run op:packing -- cancel`); the seller is told why. */
export const POST = serve(staffPackingCancel, async ({ actor, body }) => {
  const r = await cancelContainer(body, ACTOR.OPERATOR, undefined, actor);
  return ok(
    { containerId: r.containerId, status: r.status, orderIds: r.orderIds },
    "staff.packing.done.cancelled",
  );
});

export * from "@/lib/api/method-not-allowed";
