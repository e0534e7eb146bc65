import { now } from "@/lib/clock";
import { ORDER_STATUS, PAYMENT_METHOD, TRANSACTION_TYPE } from "@/lib/codes";
import { AppError } from "@/lib/errors";
import { applyBalanceChange, walletTransaction, type Tx } from "@/lib/wallet/ledger";
import type { TOrderPay } from "@/lib/validation/order";
import { ACTOR, assertTransition } from "./lifecycle";

/** Paid orders whose lines are all catalogue goods go to purchase; others wait for the agent's price check. */
async function statusAfterPayment(tx: Tx, orderId: number): Promise<number> {
  const unverified = await tx.orderLine.count({ where: { orderId, goodsId: null } });
  return unverified ? ORDER_STATUS.AWAITING_CONFIRMATION : ORDER_STATUS.AWAITING_PURCHASE;
}

/**
 * Pays one or several of the customer's unpaid orders from the balance (/bundle combined payment)
 * in one transaction: one ledger row per order, all or nothing. With an idempotency key a repeated
 * request returns the first result and debits nothing more.
 */
export async function payOrdersWithBalance(customerId: number, input: TOrderPay) {
  const ids = [...new Set(input.orderIds)].sort((a, b) => a - b);
  return walletTransaction(async (tx) => {
    // Lock in id order so two bundles over the same orders cannot deadlock.
    const locked = await tx.$queryRaw<{ id: number; order_status: number; total_yen: number }[]>`
      SELECT id, order_status, total_yen FROM orders
      WHERE customer_id = ${customerId} AND id = ANY(${ids}::int[]) ORDER BY id FOR UPDATE`;
    if (locked.length !== ids.length) throw new AppError("NOT_FOUND");
    const keyOf = (id: number) => (input.idempotencyKey ? `${input.idempotencyKey}:order:${id}` : null);

    let replayed = 0;
    let paidYen = 0;
    let balanceYen = 0;
    for (const row of locked) {
      const total = Number(row.total_yen);
      if (row.order_status !== ORDER_STATUS.AWAITING_PAYMENT && input.idempotencyKey) {
        const previous = await tx.accountTransaction.findUnique({
          where: { customerId_idempotencyKey: { customerId, idempotencyKey: keyOf(row.id)! } },
        });
        if (previous) {
          replayed += 1;
          continue;
        }
      }
      const next = await statusAfterPayment(tx, row.id);
      assertTransition(row.order_status, next, ACTOR.CUSTOMER);
      const change = await applyBalanceChange(tx, {
        customerId,
        type: TRANSACTION_TYPE.ORDER_PAYMENT,
        amountYen: -total,
        idempotencyKey: keyOf(row.id),
        orderId: row.id,
      });
      balanceYen = change.balanceYen;
      paidYen += total;
      await tx.order.update({
        where: { id: row.id },
        data: {
          orderStatus: next,
          paymentMethod: PAYMENT_METHOD.BALANCE,
          paidYen: total,
          paidAt: now(),
          updatedAt: now(),
          statusLogs: {
            create: { fromStatus: row.order_status, toStatus: next, actor: ACTOR.CUSTOMER, createdAt: now() },
          },
        },
      });
    }
    if (replayed && replayed !== locked.length) throw new AppError("IDEMPOTENCY_CONFLICT");
    if (replayed) {
      const c = await tx.customer.findUniqueOrThrow({
        where: { id: customerId },
        select: { balanceYen: true },
      });
      balanceYen = c.balanceYen;
    }
    return { orderIds: ids, paidYen, balanceYen, replayed: replayed > 0 };
  });
}
