import { ok } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { staffPackingDispatch } from "@/lib/api/endpoints/staffPacking";
import { dispatchContainer } from "@/lib/shipping/agent-actions";

/** Dispatch with a tracking number per box (the same function as `npm run op:dispatch`). */
export const POST = serve(staffPackingDispatch, async ({ actor, body }) => {
  const r = await dispatchContainer(body, actor);
  return ok(r, "staff.packing.done.dispatched");
});

export * from "@/lib/api/method-not-allowed";
