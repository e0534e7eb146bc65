import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { walletTopUpCancel } from "@/lib/api/endpoints/wallet";
import { cancelTopUp } from "@/lib/wallet/top-ups";
import { topUpView } from "@/lib/wallet/top-up-view";

/** The customer cancels a waiting top-up (4 → 3). */
export const POST = serve(walletTopUpCancel, async ({ auth, params, t }) => {
  const row = await cancelTopUp(auth.customerId, params.id);
  return ok(topUpView(row, t), "wallet.messages.topUpCancelled");
});

export * from "@/lib/api/method-not-allowed";
