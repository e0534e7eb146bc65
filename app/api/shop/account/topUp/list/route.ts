import { serve } from "@/lib/api/serve";
import { paged } from "@/lib/api/envelope";
import { walletTopUpList } from "@/lib/api/endpoints/wallet";
import { listTopUps } from "@/lib/wallet/top-ups";

/** Own top-up records (/account/rechargeList), newest first; `reviewStatus` filters. */
export const GET = serve(walletTopUpList, async ({ auth, query, t }) => {
  const { total, rows } = await listTopUps(auth.customerId, query, t);
  return paged(total, rows);
});

export * from "@/lib/api/method-not-allowed";
