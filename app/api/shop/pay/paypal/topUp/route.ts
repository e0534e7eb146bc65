import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { ZPaypalTopUpCreate } from "@/lib/validation/wallet";
import { idempotencyKeyOf } from "@/lib/wallet/idempotency";
import { createPaypalTopUp } from "@/lib/paypal/top-up";
import { topUpView } from "@/lib/wallet/top-up-view";

/** PayPal top-up: creates the PayPal order; the client sends the customer to `approveUrl`. */
export const POST = route(
  {
    auth: true,
    body: ZPaypalTopUpCreate,
    // a top-up that pays orders or bills spends; a plain one only brings money in
    spends: (b) => b.orderIds.length + b.containerIds.length > 0,
  },
  async ({ auth, body, req, t }) => {
    const idempotencyKey = idempotencyKeyOf(req, body.idempotencyKey);
    const r = await createPaypalTopUp(auth.customerId, { ...body, idempotencyKey });
    return ok({ ...topUpView(r.row, t), approveUrl: r.approveUrl, replayed: r.replayed });
  },
);

export * from "@/lib/api/method-not-allowed";
