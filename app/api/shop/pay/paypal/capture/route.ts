import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { walletPaypalCapture } from "@/lib/api/endpoints/wallet";
import { capturePaypalTopUp } from "@/lib/paypal/top-up";
import { topUpView } from "@/lib/wallet/top-up-view";

/** /pay/status calls this with PayPal's `token` (order id) or our `topUpNo`: capture and credit, once. */
export const POST = serve(walletPaypalCapture, async ({ auth, body, t }) => {
  const r = await capturePaypalTopUp(auth.customerId, body);
  return ok(
    { ...topUpView(r.topUp, t), replayed: r.replayed, pending: r.pending, paid: r.paid },
    r.pending ? "wallet.messages.paypalPending" : "wallet.messages.paypalCaptured",
  );
});

export * from "@/lib/api/method-not-allowed";
