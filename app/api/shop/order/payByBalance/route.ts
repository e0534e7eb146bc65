import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { orderPayByBalance } from "@/lib/api/endpoints/orders";
import { idempotencyKeyOf } from "@/lib/wallet/idempotency";
import { payOrdersWithBalance } from "@/lib/orders/pay-orders";

export const POST = serve(orderPayByBalance, async ({ auth, body, req }) => {
  const idempotencyKey = idempotencyKeyOf(req, body.idempotencyKey);
  return ok(await payOrdersWithBalance(auth.customerId, { ...body, idempotencyKey }), "order.paid");
});

export * from "@/lib/api/method-not-allowed";
