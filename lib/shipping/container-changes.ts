import { CONTAINER_STATUS, ORDER_STATUS } from "@/lib/codes";
import { now } from "@/lib/clock";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { createNotice, mailNotices } from "@/lib/notices/notices";
import { ACTOR, type Actor } from "@/lib/orders/lifecycle";
import { lockOrder, moveOrder } from "@/lib/orders/move-order";
import { writeAudit, type Actor as StaffActor } from "@/lib/staff/audit";
import type { z } from "zod";
import type { ZContainerModify, ZContainerNote } from "@/lib/validation/shipping";
import { reestimate } from "./estimate-container";
import { MODIFIABLE_STATUSES } from "./lifecycle";
import { lockContainer, moveContainer } from "./move-container";
import { releaseStorageDues } from "@/lib/warehouse/storage-fees";

export const containerLink = (containerId: number) => `/batchDetails?id=${containerId}`;

/**
 * Cancels a packing list before payment (→ 5): its orders go back into storage (48 → 16), its labels can
 * be used again, its box order is cancelled with it. The seller may cancel while waiting for confirmation
 * or packing; once packing has started (0, 7) or the bill is out (1) only the agent may, and tells the
 * seller why (lib/shipping/lifecycle.ts: the seller is sent to customer service). `by`: the staff member behind
 * it (the packing desk, an operator command's `--as`), named in the timelines, with one audit row.
 */
export async function cancelContainer(
  p: z.output<typeof ZContainerNote>,
  actor: Actor,
  customerId?: number,
  by?: StaffActor,
) {
  const result = await getDb().$transaction(async (tx) => {
    const container = await lockContainer(tx, p.containerId, customerId);
    const before = { status: container.status };
    const orderIds = (
      await tx.containerLine.findMany({
        where: { containerId: container.id },
        select: { orderId: true },
        distinct: ["orderId"],
      })
    )
      .map((l) => l.orderId)
      .sort((a, b) => a - b);
    await moveContainer(tx, container, {
      to: CONTAINER_STATUS.CANCELLED,
      actor,
      by,
      note: p.note,
      text: { key: "shipping.timeline.cancelled" },
      data: { cancelledAt: now() },
    });
    for (const id of orderIds) {
      const order = await lockOrder(tx, id);
      if (order.order_status === ORDER_STATUS.AWAITING_DISPATCH)
        await moveOrder(tx, order, {
          to: ORDER_STATUS.IN_STORAGE,
          actor,
          by,
          text: { key: "timeline.packingListCancelled", params: { containerNo: container.container_no } },
        });
    }
    await tx.label.updateMany({ where: { containerId: container.id }, data: { containerId: null } });
    // Storage fees this bill had taken wait for the next one.
    await releaseStorageDues(tx, container.id);
    if (by)
      await writeAudit(tx, by, {
        action: "container.cancel",
        entityType: "container",
        entityId: container.id,
        before,
        after: { status: container.status, ordersBackInStorage: orderIds },
        reason: p.note ?? null,
      });
    const notices =
      actor === ACTOR.OPERATOR
        ? [
            await createNotice(tx, {
              customerId: container.customer_id,
              name: "containerCancelled",
              params: { containerNo: container.container_no, reason: p.note ?? "-" },
              link: containerLink(container.id),
            }),
          ]
        : [];
    return { containerId: container.id, status: container.status, orderIds, notices };
  });
  await mailNotices(result.notices);
  return result;
}

/**
 * The seller changes where and how a packing list goes while the agent has not started packing it (11 / 6):
 * destination, importer, air or sea, remark — or cancels it (`cancel: true`).
 */
export async function modifyContainer(customerId: number, p: z.output<typeof ZContainerModify>) {
  if (p.cancel) return cancelContainer({ containerId: p.id }, ACTOR.CUSTOMER, customerId);
  return getDb().$transaction(async (tx) => {
    const container = await lockContainer(tx, p.id, customerId);
    if (!MODIFIABLE_STATUSES.includes(container.status)) throw new AppError("CONTAINER_STATUS_CONFLICT");
    const current = await tx.container.findUniqueOrThrow({ where: { id: container.id } });
    const fba = (p.destination ?? (current.amazonSiteId ? "fba" : "address")) === "fba";
    if (p.destination && (p.destination === "fba") !== (current.amazonSiteId !== null))
      // Changing between FBA and an own address changes the label rules: submit a new packing list instead.
      throw new AppError("VALIDATION", {}, "validation.shipping.destinationChange");
    if (p.addressId && !(await tx.address.count({ where: { id: p.addressId, customerId } })))
      throw new AppError("NOT_FOUND");
    if (
      p.clearancePersonId &&
      !(await tx.clearancePerson.count({ where: { id: p.clearancePersonId, customerId } }))
    )
      throw new AppError("NOT_FOUND");
    if (p.amazonSiteId && !(await tx.amazonSite.count({ where: { id: p.amazonSiteId, active: true } })))
      throw new AppError("VALIDATION", {}, "validation.shipping.amazonSiteRequired");
    const updated = await tx.container.update({
      where: { id: container.id },
      data: {
        ...(fba
          ? {
              amazonSiteId: p.amazonSiteId ?? undefined,
              fbaShipmentId: p.fbaShipmentId ?? undefined,
              fbaWarehouseCode: p.fbaWarehouseCode ?? undefined,
            }
          : { addressId: p.addressId ?? undefined }),
        clearancePersonId: p.clearancePersonId ?? undefined,
        shippingMode: p.shippingMode ?? undefined,
        remark: p.remark ?? undefined,
        updatedAt: now(),
      },
      select: { id: true, status: true },
    });
    const estimate = await reestimate(tx, container.id);
    return { containerId: updated.id, status: updated.status, estimateYen: estimate.totalYen };
  });
}
