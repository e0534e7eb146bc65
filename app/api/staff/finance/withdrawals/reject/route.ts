import { ok } from "@/lib/api/envelope";
import { staffRoute } from "@/lib/api/staff-route";
import { ZWithdrawalReject } from "@/lib/validation/staff-finance";
import { rejectWithdrawal } from "@/lib/wallet/withdrawals";

/** Turned down or failed: the held amount goes back (the same function as `npm run op:withdrawal-reject`). */
export const POST = staffRoute("withdrawals.pay", { body: ZWithdrawalReject }, async ({ actor, body }) => {
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
