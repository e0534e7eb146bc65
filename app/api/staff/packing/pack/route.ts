import { ok } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { staffPackingPack } from "@/lib/api/endpoints/staffPacking";
import { recordPacking } from "@/lib/shipping/agent-actions";

/** The boxes as packed (the same function as `npm run op:pack`). */
export const POST = serve(staffPackingPack, async ({ actor, body }) => {
  const r = await recordPacking(body, actor);
  return ok(r, "staff.packing.done.packed");
});

export * from "@/lib/api/method-not-allowed";
