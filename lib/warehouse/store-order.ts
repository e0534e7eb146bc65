import { ORDER_STATUS } from "@/lib/codes";
import { now } from "@/lib/clock";
import { getDb } from "@/lib/db/client";
import { ACTOR } from "@/lib/orders/lifecycle";
import type { Actor as StaffActor } from "@/lib/staff/audit";
import { lockOrder, moveOrder } from "@/lib/orders/move-order";
import type { z } from "zod";
import type { ZStorage } from "@/lib/validation/warehouse";

/**
 * The inspected goods go on the warehouse shelves (88 → 16): storage type (1 normal, 5 warehouse) and the
 * state of the stock count (0 incomplete, 1 complete, 2 skipped) for the order and each of its lines.
 */
export async function storeOrder(p: z.output<typeof ZStorage>, by?: StaffActor) {
  return getDb().$transaction(async (tx) => {
    const order = await lockOrder(tx, p.orderId);
    await moveOrder(tx, order, {
      to: ORDER_STATUS.IN_STORAGE,
      actor: ACTOR.OPERATOR,
      by,
      note: p.note,
      text: { key: "timeline.stored", params: { storageType: p.storageType } },
      data: { storageType: p.storageType, inventoryStatus: p.inventoryStatus, storedAt: now() },
    });
    await tx.orderLine.updateMany({
      where: { orderId: order.id },
      data: { inventoryStatus: p.inventoryStatus },
    });
    return { orderId: order.id, orderStatus: order.order_status };
  });
}
