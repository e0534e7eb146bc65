import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { walletPaypalTopUp } from "@/lib/api/endpoints/wallet";
import { idempotencyKeyOf } from "@/lib/wallet/idempotency";
import { createPaypalTopUp } from "@/lib/paypal/top-up";
import { topUpView } from "@/lib/wallet/top-up-view";

/** PayPal top-up: creates the PayPal order; the client sends the customer to `approveUrl`. */
export const POST = serve(walletPaypalTopUp, async ({ auth, body, req, t }) => {
  const idempotencyKey = idempotencyKeyOf(req, body.idempotencyKey);
  const r = await createPaypalTopUp(auth.customerId, { ...body, idempotencyKey });
  return ok({ ...topUpView(r.row, t), approveUrl: r.approveUrl, replayed: r.replayed });
});

export * from "@/lib/api/method-not-allowed";
