import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { walletTopUpDetail } from "@/lib/api/endpoints/wallet";
import { getTopUp } from "@/lib/wallet/top-ups";

/** One own top-up (status, bank account to pay to, deadline). */
export const GET = serve(walletTopUpDetail, async ({ auth, params, t }) =>
  ok(await getTopUp(auth.customerId, params.id, t)),
);

export * from "@/lib/api/method-not-allowed";
