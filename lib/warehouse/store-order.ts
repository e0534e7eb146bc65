import { ORDER_STATUS } from "@/lib/codes";
import { now } from "@/lib/clock";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { ACTOR } from "@/lib/orders/lifecycle";
import { writeAudit, type Actor as StaffActor } from "@/lib/staff/audit";
import { lockOrder, moveOrder } from "@/lib/orders/move-order";
import type { z } from "zod";
import type { ZOrderLocation, ZStorage } from "@/lib/validation/warehouse";
import { LOCATABLE_STATUSES } from "./inspection-desk";

const placeSelect = { storageType: true, inventoryStatus: true, locationCode: true } as const;

/**
 * The inspected goods go on the warehouse shelves (88 → 16): storage type (1 normal, 5 warehouse) and the
 * state of the stock count (0 incomplete, 1 complete, 2 skipped) for the order and each of its lines, and the
 * shelf/bin they go to. With `by` (the inspection desk's member, an operator command's `--as` or "cli") one audit
 * row `order.store` in the same transaction. A second submit finds the order at 16 and is refused.
 */
export async function storeOrder(p: z.output<typeof ZStorage>, by?: StaffActor) {
  return getDb().$transaction(async (tx) => {
    const order = await lockOrder(tx, p.orderId);
    const fromStatus = order.order_status;
    const before = await tx.order.findUniqueOrThrow({ where: { id: order.id }, select: placeSelect });
    await moveOrder(tx, order, {
      to: ORDER_STATUS.IN_STORAGE,
      actor: ACTOR.OPERATOR,
      by,
      note: p.note,
      text: { key: "timeline.stored", params: { storageType: p.storageType } },
      data: {
        storageType: p.storageType,
        inventoryStatus: p.inventoryStatus,
        storedAt: now(),
        ...(p.locationCode ? { locationCode: p.locationCode } : {}),
      },
    });
    await tx.orderLine.updateMany({
      where: { orderId: order.id },
      data: { inventoryStatus: p.inventoryStatus },
    });
    const locationCode = p.locationCode ?? before.locationCode;
    if (by)
      await writeAudit(tx, by, {
        action: "order.store",
        entityType: "order",
        entityId: order.id,
        before: { orderStatus: fromStatus, ...before },
        after: {
          orderStatus: order.order_status,
          storageType: p.storageType,
          inventoryStatus: p.inventoryStatus,
          locationCode,
        },
        reason: p.note ?? null,
      });
    return { orderId: order.id, orderStatus: order.order_status, locationCode };
  });
}

/**
 * The goods of an order moved to another shelf/bin while they lie at the warehouse (arrived up to stored). With
 * `by` one audit row `order.locate`; the same code again changes nothing and writes nothing (a double submit).
 */
export async function moveOrderLocation(p: z.output<typeof ZOrderLocation>, by?: StaffActor) {
  return getDb().$transaction(async (tx) => {
    const order = await lockOrder(tx, p.orderId);
    if (!LOCATABLE_STATUSES.includes(order.order_status)) throw new AppError("ORDER_STATUS_CONFLICT");
    const { locationCode } = await tx.order.findUniqueOrThrow({
      where: { id: order.id },
      select: { locationCode: true },
    });
    const result = { orderId: order.id, orderStatus: order.order_status, locationCode: p.locationCode };
    if (locationCode === p.locationCode) return { ...result, changed: false };
    await tx.order.update({
      where: { id: order.id },
      data: { locationCode: p.locationCode, updatedAt: now() },
    });
    if (by)
      await writeAudit(tx, by, {
        action: "order.locate",
        entityType: "order",
        entityId: order.id,
        before: { locationCode },
        after: { locationCode: p.locationCode },
        reason: p.note ?? null,
      });
    return { ...result, changed: true };
  });
}
