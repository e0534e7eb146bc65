import { route } from "@/lib/api/handler";
import { paged } from "@/lib/api/envelope";
import { ZTopUpListQuery } from "@/lib/validation/wallet";
import { listTopUps } from "@/lib/wallet/top-ups";

/** Own top-up records (/account/rechargeList), newest first; `reviewStatus` filters. */
export const GET = route({ auth: true, query: ZTopUpListQuery }, async ({ auth, query, t }) => {
  const { total, rows } = await listTopUps(auth.customerId, query, t);
  return paged(total, rows);
});

export * from "@/lib/api/method-not-allowed";
