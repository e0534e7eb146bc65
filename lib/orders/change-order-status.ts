import { ORDER_STATUS, TRANSACTION_TYPE, type AuditAction } from "@/lib/codes";
import { applyBalanceChange, walletTransaction } from "@/lib/wallet/ledger";
import { findTransition, type Actor } from "./lifecycle";
import { lockOrder, moveOrder } from "./move-order";
import { AppError } from "@/lib/errors";
import { writeAudit, type Actor as StaffActor } from "@/lib/staff/audit";

export type StatusChange = {
  orderId: number;
  to: number;
  actor: Actor;
  /** the staff member making the change (an operator command's `--as`): the seller's timeline names them */
  by?: StaffActor;
  /** limits the change to this customer's orders (customer actions) */
  customerId?: number;
  note?: string | null;
};

const NO_PURCHASE = new Set<number>([ORDER_STATUS.CANNOT_PURCHASE, ORDER_STATUS.CANNOT_PURCHASE_FINAL]);

/** The audit trail's name of a staff member's move to this status. */
const AUDIT_ACTION: Record<number, AuditAction> = {
  [ORDER_STATUS.CANNOT_PURCHASE]: "order.cannotPurchase",
  [ORDER_STATUS.CANNOT_PURCHASE_FINAL]: "order.close",
  [ORDER_STATUS.CANCELLED]: "order.cancel",
};

/**
 * Moves one order to another status under its row lock, if the lifecycle table lets `actor` do it
 * (docs/order-lifecycle.md). A move marked `refund` returns what was paid to the balance in the
 * same transaction, with its ledger row. With `by` (the purchase desk's member, an operator command's `--as`
 * or "cli") one audit row in the same transaction, the note as its reason. The same move again finds the order
 * moved already and is refused (status conflict); the refund's ledger key holds it to one refund besides.
 */
export async function changeOrderStatus(change: StatusChange) {
  return walletTransaction(async (tx) => {
    const order = await lockOrder(tx, change.orderId, change.customerId);
    const fromStatus = order.order_status;
    const rule = findTransition(fromStatus, change.to);
    if (!rule?.actors.includes(change.actor)) throw new AppError("ORDER_STATUS_CONFLICT");
    const paid = order.paid_yen;
    let refundedYen = 0;
    if (rule.refund && paid > 0) {
      const noPurchase = NO_PURCHASE.has(change.to);
      await applyBalanceChange(tx, {
        customerId: order.customer_id,
        type: noPurchase ? TRANSACTION_TYPE.CANNOT_PURCHASE_REFUND : TRANSACTION_TYPE.REFUND,
        amountYen: paid,
        // One refund per order, whatever retries happen.
        idempotencyKey: `refund:order:${order.id}`,
        orderId: order.id,
        remark: change.note ?? null,
        remarkKey: noPurchase ? "ledger.cannotPurchaseRefund" : "ledger.cancelRefund",
        remarkParams: { orderNo: order.order_no },
      });
      refundedYen = paid;
    }
    await moveOrder(tx, order, {
      to: change.to,
      actor: change.actor,
      by: change.by,
      note: change.note,
      data: refundedYen ? { paidYen: 0 } : undefined,
    });
    if (change.by)
      await writeAudit(tx, change.by, {
        action: AUDIT_ACTION[change.to] ?? "order.status",
        entityType: "order",
        entityId: order.id,
        before: { orderStatus: fromStatus, paidYen: paid },
        after: { orderStatus: change.to, paidYen: paid - refundedYen, refundedYen },
        reason: change.note ?? null,
      });
    return { orderId: order.id, fromStatus, orderStatus: change.to, refundedYen };
  });
}
