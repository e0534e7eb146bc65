import { ok } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { staffFinanceTopUpReject } from "@/lib/api/endpoints/staffFinance";
import { rejectTopUp } from "@/lib/wallet/top-up-review";

/** No matching transfer: nothing is credited (the same function as `npm run op:topup-reject`). */
export const POST = serve(staffFinanceTopUpReject, async ({ actor, body }) => {
  const row = await rejectTopUp(actor, body);
  return ok(
    { id: row.id, topUpNo: row.topUpNo, reviewStatus: row.reviewStatus },
    "staff.finance.topUps.rejected",
  );
});

export * from "@/lib/api/method-not-allowed";
