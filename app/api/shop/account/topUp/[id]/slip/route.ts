import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { walletTopUpSlip } from "@/lib/api/endpoints/wallet";
import { saveSlip } from "@/lib/wallet/top-ups";
import { topUpView } from "@/lib/wallet/top-up-view";

/** Transfer slip of a waiting bank-transfer top-up: the URL of an own upload (image or PDF). */
export const POST = serve(walletTopUpSlip, async ({ auth, params, body, t }) => {
  const row = await saveSlip(auth.customerId, params.id, body.slipFileUrl);
  return ok(topUpView(row, t), "wallet.messages.slipSaved");
});

export * from "@/lib/api/method-not-allowed";
