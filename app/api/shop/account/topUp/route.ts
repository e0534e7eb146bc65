import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { walletTopUpCreate } from "@/lib/api/endpoints/wallet";
import { idempotencyKeyOf } from "@/lib/wallet/idempotency";
import { createBankTopUp } from "@/lib/wallet/top-ups";
import { topUpView } from "@/lib/wallet/top-up-view";

/** Bank-transfer top-up request (/account/accountPay): status 4, to be paid within 24 h. */
export const POST = serve(walletTopUpCreate, async ({ auth, body, req, t }) => {
  const idempotencyKey = idempotencyKeyOf(req, body.idempotencyKey);
  const { topUp, replayed } = await createBankTopUp(auth.customerId, { ...body, idempotencyKey });
  // With the slip already attached there is nothing left to ask for but patience.
  const msg = topUp.slipFileUrl ? "wallet.messages.topUpCreatedWithSlip" : "wallet.messages.topUpCreated";
  return ok({ ...topUpView(topUp, t), replayed }, msg);
});

export * from "@/lib/api/method-not-allowed";
