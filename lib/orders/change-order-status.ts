import { ORDER_STATUS, TRANSACTION_TYPE } from "@/lib/codes";
import { AppError } from "@/lib/errors";
import { applyBalanceChange, walletTransaction } from "@/lib/wallet/ledger";
import { assertTransition, type Actor } from "./lifecycle";

export type StatusChange = {
  orderId: number;
  to: number;
  actor: Actor;
  /** limits the change to this customer's orders (customer actions) */
  customerId?: number;
  note?: string | null;
};

const NO_PURCHASE = new Set<number>([ORDER_STATUS.CANNOT_PURCHASE, ORDER_STATUS.CANNOT_PURCHASE_FINAL]);

/**
 * Moves one order to another status under its row lock, if the lifecycle table lets `actor` do it
 * (docs/order-lifecycle.md). A move marked `refund` returns what was paid to the balance in the
 * same transaction, with its ledger row.
 */
export async function changeOrderStatus(change: StatusChange) {
  return walletTransaction(async (tx) => {
    const rows = await tx.$queryRaw<
      { id: number; customer_id: number; order_status: number; paid_yen: number }[]
    >`
      SELECT id, customer_id, order_status, paid_yen FROM orders WHERE id = ${change.orderId} FOR UPDATE`;
    const order = rows[0];
    if (!order || (change.customerId !== undefined && order.customer_id !== change.customerId))
      throw new AppError("NOT_FOUND");
    const rule = assertTransition(order.order_status, change.to, change.actor);
    const paid = Number(order.paid_yen);
    let refundedYen = 0;
    if (rule.refund && paid > 0) {
      await applyBalanceChange(tx, {
        customerId: order.customer_id,
        type: NO_PURCHASE.has(change.to) ? TRANSACTION_TYPE.CANNOT_PURCHASE_REFUND : TRANSACTION_TYPE.REFUND,
        amountYen: paid,
        // One refund per order, whatever retries happen.
        idempotencyKey: `refund:order:${order.id}`,
        orderId: order.id,
        remark: change.note ?? null,
      });
      refundedYen = paid;
    }
    await tx.order.update({
      where: { id: order.id },
      data: {
        orderStatus: change.to,
        ...(refundedYen ? { paidYen: 0 } : {}),
        statusLogs: {
          create: {
            fromStatus: order.order_status,
            toStatus: change.to,
            actor: change.actor,
            note: change.note ?? null,
          },
        },
      },
    });
    return { orderId: order.id, fromStatus: order.order_status, orderStatus: change.to, refundedYen };
  });
}
