// Operator command: move an order through the lifecycle (docs/order-lifecycle.md).
//   npm run op:order -- <order id> <purchased|cannot-purchase|close|confirm|cancel> [note]
// Refunds happen automatically where the lifecycle says so (cannot-purchase, close, cancel after payment).
import { closeDb } from "@/lib/db/client";
import { prepareDatabase } from "@/lib/db/prepare";
import { ORDER_STATUS } from "@/lib/codes";
import { AppError } from "@/lib/errors";
import { ACTOR } from "@/lib/orders/lifecycle";
import { changeOrderStatus } from "@/lib/orders/change-order-status";

const TARGETS: Record<string, number> = {
  purchased: ORDER_STATUS.PURCHASED,
  "cannot-purchase": ORDER_STATUS.CANNOT_PURCHASE,
  close: ORDER_STATUS.CANNOT_PURCHASE_FINAL,
  confirm: ORDER_STATUS.AWAITING_PURCHASE,
  cancel: ORDER_STATUS.CANCELLED,
};

const [id, target, ...noteWords] = process.argv.slice(2);
if (!id || !/^\d+$/.test(id) || !target || !(target in TARGETS)) {
  console.error(`usage: npm run op:order -- <order id> <${Object.keys(TARGETS).join("|")}> [note]`);
  process.exit(2);
}
try {
  await prepareDatabase();
  const r = await changeOrderStatus({
    orderId: Number(id),
    to: TARGETS[target],
    actor: ACTOR.OPERATOR,
    note: noteWords.join(" ") || null,
  });
  console.log(
    `order ${r.orderId}: ${r.fromStatus} → ${r.orderStatus}` +
      (r.refundedYen ? `, refunded ${r.refundedYen} yen` : ""),
  );
} catch (e) {
  if (e instanceof AppError) {
    console.error(
      `refused: ${e.code === "ORDER_STATUS_CONFLICT" ? "not allowed from the order's current status" : e.code}`,
    );
    process.exitCode = 1;
  } else throw e;
} finally {
  await closeDb();
}
