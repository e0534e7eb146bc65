import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { payWithBalance } from "@/lib/payments/pay-with-balance";
import { ZContainerPay } from "@/lib/validation/shipping";
import { idempotencyKeyOf } from "@/lib/wallet/idempotency";

/** /bundle: orders and packing-list bills paid together from the balance. */
export const POST = route({ auth: true, spends: true, body: ZContainerPay }, async ({ auth, body, req }) =>
  ok(
    await payWithBalance(auth.customerId, {
      ...body,
      idempotencyKey: idempotencyKeyOf(req, body.idempotencyKey),
    }),
    "order.paid",
  ),
);

export * from "@/lib/api/method-not-allowed";
