import { ok } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { staffPackingStart } from "@/lib/api/endpoints/staffPacking";
import { startPacking } from "@/lib/shipping/agent-actions";

/** Packing starts (the same function as `npm run op:packing -- start`). */
export const POST = serve(staffPackingStart, async ({ actor, body }) => {
  const r = await startPacking(body, actor);
  return ok(r, "staff.packing.done.started");
});

export * from "@/lib/api/method-not-allowed";
