import { ok } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { staffPurchaseStop } from "@/lib/api/endpoints/staffPurchase";
import { ORDER_STATUS } from "@/lib/codes";
import { changeOrderStatus } from "@/lib/orders/change-order-status";
import { ACTOR } from "@/lib/orders/lifecycle";

/**
 * Cannot be purchased (→ 89) or closed (→ 999), refunding as the lifecycle says (the same function as
 * `npm run op:order -- <id> cannot-purchase|close`); the reason goes on the seller's timeline.
 */
export const POST = serve(staffPurchaseStop, async ({ actor, body }) => {
  const r = await changeOrderStatus({
    orderId: body.orderId,
    to: body.to,
    actor: ACTOR.OPERATOR,
    by: actor,
    note: body.reason,
  });
  return ok(
    r,
    r.orderStatus === ORDER_STATUS.CANNOT_PURCHASE_FINAL
      ? "staff.purchase.done.closed"
      : "staff.purchase.done.cannotPurchase",
  );
});

export * from "@/lib/api/method-not-allowed";
