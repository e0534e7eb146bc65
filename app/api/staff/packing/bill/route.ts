import { ok } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { staffPackingBill } from "@/lib/api/endpoints/staffPacking";
import { priceBill } from "@/lib/shipping/agent-actions";

/** The bill from the packed boxes (the same function as `npm run op:packing -- bill`). */
export const POST = serve(staffPackingBill, async ({ actor, body }) => {
  const r = await priceBill(body, actor);
  return ok(r, "staff.packing.done.billed");
});

export * from "@/lib/api/method-not-allowed";
