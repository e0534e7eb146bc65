import type { Prisma } from "@/generated/prisma/client";
import { now } from "@/lib/clock";
import { AppError } from "@/lib/errors";
import type { SystemText } from "@/lib/i18n/system-text";
import type { Actor } from "@/lib/orders/lifecycle";
import type { Actor as StaffActor } from "@/lib/staff/audit";
import { assertContainerTransition } from "./lifecycle";

type Tx = Prisma.TransactionClient;

export type LockedContainer = {
  id: number;
  customer_id: number;
  container_no: string;
  status: number;
  total_yen: number;
};

/**
 * Locks a packing list. Lock order everywhere: packing lists (by id) → orders (by id) → problem rows → the
 * customer's wallet row, so no two writers wait on each other in a circle. With `customerId` another
 * customer's packing list is "not found".
 */
export async function lockContainer(tx: Tx, id: number, customerId?: number): Promise<LockedContainer> {
  const rows = await tx.$queryRaw<LockedContainer[]>`
    SELECT id, customer_id, container_no, status, total_yen FROM container WHERE id = ${id} FOR UPDATE`;
  const row = rows[0];
  if (!row || (customerId !== undefined && row.customer_id !== customerId)) throw new AppError("NOT_FOUND");
  return { ...row, total_yen: Number(row.total_yen) };
}

export type ContainerMove = {
  to: number;
  actor: Actor;
  /** the staff member behind the move (the action's audit actor): the seller's timeline names them */
  by?: StaffActor;
  note?: string | null;
  text?: SystemText;
  data?: Prisma.ContainerUncheckedUpdateInput;
};

/**
 * The one write of Container.status: refused unless the lifecycle table allows it, logged in the packing
 * list's timeline, and mirrored on its box orders (the auxiliary materials follow their packing list).
 */
export async function moveContainer(tx: Tx, container: LockedContainer, move: ContainerMove): Promise<void> {
  assertContainerTransition(container.status, move.to, move.actor);
  const at = now();
  await tx.container.update({
    where: { id: container.id },
    data: {
      ...move.data,
      status: move.to,
      updatedAt: at,
      statusLogs: {
        create: {
          fromStatus: container.status,
          toStatus: move.to,
          actor: move.actor,
          note: move.note?.slice(0, 500) || null,
          noteKey: move.text?.key ?? null,
          noteParams: move.text?.params ?? undefined,
          staffId: move.by?.staffId ?? null,
          createdAt: at,
        },
      },
    },
  });
  await tx.boxOrder.updateMany({
    where: { containerId: container.id },
    data: { status: move.to, updatedAt: at },
  });
  container.status = move.to;
}
