import { getDb } from "@/lib/db/client";
import { ORDER_STATUS } from "@/lib/codes";
import { now } from "@/lib/clock";
import { ACTOR } from "@/lib/orders/lifecycle";
import type { Actor as StaffActor } from "@/lib/staff/audit";
import { lockOrder, moveOrder } from "@/lib/orders/move-order";
import type { z } from "zod";
import type { ZDomesticShipment } from "@/lib/validation/warehouse";

/** The supplier sent the parcel to the warehouse (2 → 0): China domestic carrier and tracking number. */
export async function recordDomesticShipment(p: z.output<typeof ZDomesticShipment>, by?: StaffActor) {
  return getDb().$transaction(async (tx) => {
    const order = await lockOrder(tx, p.orderId);
    await moveOrder(tx, order, {
      to: ORDER_STATUS.AWAITING_ARRIVAL,
      actor: ACTOR.OPERATOR,
      by,
      note: p.note,
      text: { key: "timeline.shippedDomestic", params: { carrier: p.carrier, trackingNo: p.trackingNo } },
      data: { domesticCarrier: p.carrier, domesticTrackingNo: p.trackingNo, shippedAt: now() },
    });
    return { orderId: order.id, orderStatus: order.order_status };
  });
}
