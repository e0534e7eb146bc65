import { paged } from "@/lib/api/envelope";
import { staffRoute } from "@/lib/api/staff-route";
import { ZFinanceWithdrawalQuery } from "@/lib/validation/staff-finance";
import { listDeskWithdrawals } from "@/lib/wallet/finance-desk";

/** Withdrawals to pay (oldest first) with the whole account, or decided ones by filter. */
export const GET = staffRoute("withdrawals.pay", { query: ZFinanceWithdrawalQuery }, async ({ query, t }) => {
  const { total, rows } = await listDeskWithdrawals(query, t);
  return paged(total, rows);
});

export * from "@/lib/api/method-not-allowed";
