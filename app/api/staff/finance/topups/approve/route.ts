import { ok } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { staffFinanceTopUpApprove } from "@/lib/api/endpoints/staffFinance";
import { approveTopUp } from "@/lib/wallet/top-up-review";

/** The transfer arrived: the balance is credited (the same function as `npm run op:topup-approve`). */
export const POST = serve(staffFinanceTopUpApprove, async ({ actor, body }) => {
  const r = await approveTopUp(actor, body);
  return ok(
    { id: r.topUp.id, topUpNo: r.topUp.topUpNo, reviewStatus: r.topUp.reviewStatus, balance: r.balanceYen },
    "staff.finance.topUps.approved",
  );
});

export * from "@/lib/api/method-not-allowed";
