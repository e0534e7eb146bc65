import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { ORDER_STATUS } from "@/lib/codes";
import { orderCancel } from "@/lib/api/endpoints/orders";
import { ACTOR } from "@/lib/orders/lifecycle";
import { changeOrderStatus } from "@/lib/orders/change-order-status";

export const POST = serve(orderCancel, async ({ auth, body }) =>
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
