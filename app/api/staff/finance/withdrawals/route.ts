import { paged } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { staffFinanceWithdrawals } from "@/lib/api/endpoints/staffFinance";
import { listDeskWithdrawals } from "@/lib/wallet/finance-desk";

/** Withdrawals to pay (oldest first) with the whole account, or decided ones by filter. */
export const GET = serve(staffFinanceWithdrawals, async ({ query, t }) => {
  const { total, rows } = await listDeskWithdrawals(query, t);
  return paged(total, rows);
});

export * from "@/lib/api/method-not-allowed";
