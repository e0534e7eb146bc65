import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { idempotencyKeyOf } from "@/lib/wallet/idempotency";
import { ZOrderPay } from "@/lib/validation/order";
import { payOrdersWithBalance } from "@/lib/orders/pay-orders";

/** Pays one or several unpaid orders from the balance (combined payment, /bundle). */
export const POST = route({ auth: true, spends: true, body: ZOrderPay }, async ({ auth, body, req }) => {
  const idempotencyKey = idempotencyKeyOf(req, body.idempotencyKey);
  return ok(await payOrdersWithBalance(auth.customerId, { ...body, idempotencyKey }), "order.paid");
});

export * from "@/lib/api/method-not-allowed";
