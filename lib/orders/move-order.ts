import type { Prisma } from "@/generated/prisma/client";
import { now } from "@/lib/clock";
import { AppError } from "@/lib/errors";
import type { SystemText } from "@/lib/i18n/system-text";
import type { Actor as StaffActor } from "@/lib/staff/audit";
import { assertTransition, type Actor, type Transition } from "./lifecycle";

type Tx = Prisma.TransactionClient;

/** An order row as locked for a status change (snake_case: read with SELECT … FOR UPDATE). */
export type LockedOrder = {
  id: number;
  customer_id: number;
  order_no: string;
  order_status: number;
  paid_yen: number;
};

/**
 * Locks one order for a write. Lock order everywhere: orders (by id) → problem rows → the customer's
 * wallet row (taken inside applyBalanceChange), so no two writers wait on each other in a circle.
 * With `customerId` another customer's order is "not found", whatever its id.
 */
export async function lockOrder(tx: Tx, id: number, customerId?: number): Promise<LockedOrder> {
  const rows = await tx.$queryRaw<LockedOrder[]>`
    SELECT id, customer_id, order_no, order_status, paid_yen FROM orders WHERE id = ${id} FOR UPDATE`;
  const order = rows[0];
  if (!order || (customerId !== undefined && order.customer_id !== customerId))
    throw new AppError("NOT_FOUND");
  return { ...order, paid_yen: Number(order.paid_yen) };
}

export type Move = {
  to: number;
  actor: Actor;
  /** the staff member behind the move (the action's audit actor): the seller's timeline names them */
  by?: StaffActor;
  /** a person's own words (operator note, seller's remark) */
  note?: string | null;
  /** what the system says about the move, rendered in the reader's language */
  text?: SystemText;
  /** other columns written with the status */
  data?: Prisma.OrderUncheckedUpdateInput;
};

/**
 * The one write of Order.orderStatus: refused unless the lifecycle table lets `actor` make the move
 * (docs/order-lifecycle.md), and logged in the order's timeline in the same transaction.
 */
export async function moveOrder(tx: Tx, order: LockedOrder, move: Move): Promise<Transition> {
  const rule = assertTransition(order.order_status, move.to, move.actor);
  const at = now();
  await tx.order.update({
    where: { id: order.id },
    data: {
      ...move.data,
      orderStatus: move.to,
      updatedAt: at,
      statusLogs: {
        create: {
          fromStatus: order.order_status,
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
  order.order_status = move.to;
  return rule;
}

/** Reject unless the order is in one of `statuses` (a clear "not possible now" for the caller). */
export function assertStatus(order: LockedOrder, statuses: readonly number[]): void {
  if (!statuses.includes(order.order_status)) throw new AppError("ORDER_STATUS_CONFLICT");
}
