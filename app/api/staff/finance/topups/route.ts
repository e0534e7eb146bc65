import { paged } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { staffFinanceTopUps } from "@/lib/api/endpoints/staffFinance";
import { listReviewTopUps } from "@/lib/wallet/finance-desk";

/** Bank-transfer top-ups to review (oldest first, with their deadlines), or decided ones by filter. */
export const GET = serve(staffFinanceTopUps, async ({ query, t }) => {
  const { total, rows } = await listReviewTopUps(query, t);
  return paged(total, rows);
});

export * from "@/lib/api/method-not-allowed";
