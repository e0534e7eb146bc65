import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { ORDER_STATUS } from "@/lib/codes";
import { ZOrderId } from "@/lib/validation/order";
import { ACTOR } from "@/lib/orders/lifecycle";
import { changeOrderStatus } from "@/lib/orders/change-order-status";

/** The customer cancels an order the agent has not bought yet; a paid one is refunded to the balance. */
export const POST = route({ auth: true, body: ZOrderId }, async ({ auth, body }) =>
  ok(
    await changeOrderStatus({
      orderId: body.id,
      to: ORDER_STATUS.CANCELLED,
      actor: ACTOR.CUSTOMER,
      customerId: auth.customerId,
    }),
    "order.cancelled",
  ),
);

export * from "@/lib/api/method-not-allowed";
