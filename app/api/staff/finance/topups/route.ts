import { paged } from "@/lib/api/envelope";
import { staffRoute } from "@/lib/api/staff-route";
import { ZFinanceTopUpQuery } from "@/lib/validation/staff-finance";
import { listReviewTopUps } from "@/lib/wallet/finance-desk";

/** Bank-transfer top-ups to review (oldest first, with their deadlines), or decided ones by filter. */
export const GET = staffRoute("topups.review", { query: ZFinanceTopUpQuery }, async ({ query, t }) => {
  const { total, rows } = await listReviewTopUps(query, t);
  return paged(total, rows);
});

export * from "@/lib/api/method-not-allowed";
