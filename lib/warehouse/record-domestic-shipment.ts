import { getDb } from "@/lib/db/client";
import { ORDER_STATUS } from "@/lib/codes";
import { now } from "@/lib/clock";
import { ACTOR } from "@/lib/orders/lifecycle";
import { writeAudit, type Actor as StaffActor } from "@/lib/staff/audit";
import { lockOrder, moveOrder } from "@/lib/orders/move-order";
import type { z } from "zod";
import type { ZDomesticShipment } from "@/lib/validation/warehouse";

/**
 * The supplier sent the parcel to the warehouse (2 → 0): China domestic carrier and tracking number. With `by`
 * (the purchase desk's member, an operator command's `--as` or "cli") one audit row `order.ship` in the same
 * transaction. A second submit finds the order at 0 and is refused (status conflict).
 */
export async function recordDomesticShipment(p: z.output<typeof ZDomesticShipment>, by?: StaffActor) {
  return getDb().$transaction(async (tx) => {
    const order = await lockOrder(tx, p.orderId);
    const fromStatus = order.order_status;
    const before = await tx.order.findUniqueOrThrow({
      where: { id: order.id },
      select: { domesticCarrier: true, domesticTrackingNo: true },
    });
    await moveOrder(tx, order, {
      to: ORDER_STATUS.AWAITING_ARRIVAL,
      actor: ACTOR.OPERATOR,
      by,
      note: p.note,
      text: { key: "timeline.shippedDomestic", params: { carrier: p.carrier, trackingNo: p.trackingNo } },
      data: { domesticCarrier: p.carrier, domesticTrackingNo: p.trackingNo, shippedAt: now() },
    });
    if (by)
      await writeAudit(tx, by, {
        action: "order.ship",
        entityType: "order",
        entityId: order.id,
        before: { orderStatus: fromStatus, ...before },
        after: {
          orderStatus: order.order_status,
          domesticCarrier: p.carrier,
          domesticTrackingNo: p.trackingNo,
        },
        reason: p.note ?? null,
      });
    return { orderId: order.id, orderStatus: order.order_status };
  });
}
