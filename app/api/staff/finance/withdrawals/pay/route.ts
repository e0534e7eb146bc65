import { ok } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { staffFinanceWithdrawalPay } from "@/lib/api/endpoints/staffFinance";
import { approveWithdrawal } from "@/lib/wallet/withdrawals";

/** The money was sent: the hold ends (the same function as `npm run op:withdrawal-approve`). */
export const POST = serve(staffFinanceWithdrawalPay, async ({ actor, body }) => {
  const r = await approveWithdrawal(actor, body);
  return ok(
    { id: r.withdrawal.id, withdrawalNo: r.withdrawal.withdrawalNo, reviewStatus: r.withdrawal.reviewStatus },
    "staff.finance.withdrawals.paid",
  );
});

export * from "@/lib/api/method-not-allowed";
