import { ok } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { staffReceivingUnmatchedMatch } from "@/lib/api/endpoints/staffWarehouse";
import { matchUnmatchedArrival } from "@/lib/warehouse/receiving";

/** The parcel belongs to this order: its pieces arrive as for a scanned parcel. */
export const POST = serve(staffReceivingUnmatchedMatch, async ({ actor, body }) => {
  const r = await matchUnmatchedArrival(actor, body);
  return ok(r, "staff.receiving.matched");
});

export * from "@/lib/api/method-not-allowed";
