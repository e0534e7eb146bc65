import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { walletWithdrawalDetail } from "@/lib/api/endpoints/wallet";
import { getWithdrawal } from "@/lib/wallet/withdrawals";

/** One own withdrawal request. */
export const GET = serve(walletWithdrawalDetail, async ({ auth, params, t }) =>
  ok(await getWithdrawal(auth.customerId, params.id, t)),
);

export * from "@/lib/api/method-not-allowed";
