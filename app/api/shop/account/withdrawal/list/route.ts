import { serve } from "@/lib/api/serve";
import { paged } from "@/lib/api/envelope";
import { walletWithdrawalList } from "@/lib/api/endpoints/wallet";
import { listWithdrawals } from "@/lib/wallet/withdrawals";

/** Own withdrawal requests, newest first. */
export const GET = serve(walletWithdrawalList, async ({ auth, query, t }) => {
  const { total, rows } = await listWithdrawals(auth.customerId, query, t);
  return paged(total, rows);
});

export * from "@/lib/api/method-not-allowed";
