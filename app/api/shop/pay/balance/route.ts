import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { walletPayByBalance } from "@/lib/api/endpoints/wallet";
import { payWithBalance } from "@/lib/payments/pay-with-balance";
import { idempotencyKeyOf } from "@/lib/wallet/idempotency";

/** /bundle: orders and packing-list bills paid together from the balance. */
export const POST = serve(walletPayByBalance, async ({ auth, body, req }) =>
  ok(
    await payWithBalance(auth.customerId, {
      ...body,
      idempotencyKey: idempotencyKeyOf(req, body.idempotencyKey),
    }),
    "order.paid",
  ),
);

export * from "@/lib/api/method-not-allowed";
