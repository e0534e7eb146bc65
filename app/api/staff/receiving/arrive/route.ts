import { ok } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { staffReceivingArrive } from "@/lib/api/endpoints/staffWarehouse";
import { recordArrival } from "@/lib/warehouse/record-arrival";

/** Pieces that came in (the same function as `npm run op:arrive`), with the member's audit row. */
export const POST = serve(staffReceivingArrive, async ({ actor, body }) => {
  const r = await recordArrival(body, actor);
  return ok(
    { orderId: r.orderId, orderStatus: r.orderStatus, pieces: r.pieces, missing: r.missing },
    r.missing ? "staff.receiving.arrivedShort" : "staff.receiving.arrived",
  );
});

export * from "@/lib/api/method-not-allowed";
