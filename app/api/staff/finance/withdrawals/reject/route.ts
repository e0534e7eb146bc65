import { ok } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { staffFinanceWithdrawalReject } from "@/lib/api/endpoints/staffFinance";
import { rejectWithdrawal } from "@/lib/wallet/withdrawals";

/** Turned down or failed: the held amount goes back (the same function as `npm run op:withdrawal-reject`). */
export const POST = serve(staffFinanceWithdrawalReject, async ({ actor, body }) => {
  const r = await rejectWithdrawal(actor, body);
  return ok(
    {
      id: r.withdrawal.id,
      withdrawalNo: r.withdrawal.withdrawalNo,
      reviewStatus: r.withdrawal.reviewStatus,
      balance: r.balanceYen,
    },
    body.failed ? "staff.finance.withdrawals.failed" : "staff.finance.withdrawals.rejected",
  );
});

export * from "@/lib/api/method-not-allowed";
