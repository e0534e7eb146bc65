import { ok } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { staffPackingCleared } from "@/lib/api/endpoints/staffPacking";
import { markCustomsCleared } from "@/lib/shipping/agent-actions";

/** Customs cleared (the same function as `npm run op:packing -- cleared`). */
export const POST = serve(staffPackingCleared, async ({ actor, body }) => {
  const r = await markCustomsCleared(body, actor);
  return ok(r, "staff.packing.done.cleared");
});

export * from "@/lib/api/method-not-allowed";
