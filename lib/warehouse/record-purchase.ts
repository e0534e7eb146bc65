import { ORDER_STATUS, TRANSACTION_TYPE } from "@/lib/codes";
import { now } from "@/lib/clock";
import { fenToYen } from "@/lib/pricing/convert";
import { ACTOR } from "@/lib/orders/lifecycle";
import { writeAudit, type Actor as StaffActor } from "@/lib/staff/audit";
import { lockOrder, moveOrder } from "@/lib/orders/move-order";
import type { z } from "zod";
import type { ZPurchase } from "@/lib/validation/warehouse";
import { applyBalanceChange, walletTransaction } from "@/lib/wallet/ledger";
import { assertDistinctLines, lineOf, linesOf } from "./lines";

/**
 * The agent bought the goods (1 → 2): supplier order number and the unit price really paid per line.
 * Where the agent paid less than the seller was charged for the goods, the difference goes back to the
 * balance in the same transaction (ledger type 6, refund). Paying more is the agent's cost.
 * With `by` (the purchase desk's member, an operator command's `--as` or "cli") one audit row `order.purchase`
 * in the same transaction. A second submit finds the order at 2 and is refused (status conflict), and the
 * refund's ledger key would hold it to one refund besides.
 */
export async function recordPurchase(p: z.output<typeof ZPurchase>, by?: StaffActor) {
  assertDistinctLines(p.lines);
  return walletTransaction(async (tx) => {
    const order = await lockOrder(tx, p.orderId);
    const fromStatus = order.order_status;
    const row = await tx.order.findUniqueOrThrow({
      where: { id: order.id },
      select: { goodsAmountYen: true, rateUsed: true, supplierOrderNo: true },
    });
    const lines = await linesOf(tx, order.id);
    const paidUnit = new Map(lines.map((l) => [l.id, l.unitPriceFen]));
    for (const entry of p.lines) paidUnit.set(lineOf(lines, entry.lineId).id, entry.unitFen);
    const purchaseAmountFen = lines.reduce((s, l) => s + paidUnit.get(l.id)! * l.quantity, 0);
    // What the seller would have paid at the real price, rounded as the charge was (SPEC §1: up).
    const refundYen = Math.max(0, row.goodsAmountYen - fenToYen(purchaseAmountFen, Number(row.rateUsed)));

    await moveOrder(tx, order, {
      to: ORDER_STATUS.PURCHASED,
      actor: ACTOR.OPERATOR,
      by,
      note: p.note,
      text: refundYen
        ? { key: "timeline.purchasedCheaper", params: { refund: refundYen } }
        : { key: "timeline.purchased" },
      data: {
        supplierOrderNo: p.supplierOrderNo,
        purchaseAmountFen,
        purchaseRefundYen: refundYen,
        purchasedAt: now(),
        paidYen: Math.max(0, order.paid_yen - refundYen),
      },
    });
    for (const l of lines)
      await tx.orderLine.update({ where: { id: l.id }, data: { purchaseUnitFen: paidUnit.get(l.id)! } });
    if (refundYen > 0)
      await applyBalanceChange(tx, {
        customerId: order.customer_id,
        type: TRANSACTION_TYPE.REFUND,
        amountYen: refundYen,
        idempotencyKey: `purchase-diff:order:${order.id}`,
        orderId: order.id,
        remarkKey: "ledger.purchaseDifference",
        remarkParams: { orderNo: order.order_no },
      });
    if (by)
      await writeAudit(tx, by, {
        action: "order.purchase",
        entityType: "order",
        entityId: order.id,
        before: {
          orderStatus: fromStatus,
          supplierOrderNo: row.supplierOrderNo,
          paidYen: order.paid_yen,
          purchaseUnitFen: Object.fromEntries(lines.map((l) => [l.id, l.purchaseUnitFen])),
        },
        after: {
          orderStatus: order.order_status,
          supplierOrderNo: p.supplierOrderNo,
          purchaseAmountFen,
          refundYen,
          paidYen: Math.max(0, order.paid_yen - refundYen),
          purchaseUnitFen: Object.fromEntries(lines.map((l) => [l.id, paidUnit.get(l.id)!])),
        },
        reason: p.note ?? null,
      });
    return { orderId: order.id, orderStatus: order.order_status, purchaseAmountFen, refundYen };
  });
}
