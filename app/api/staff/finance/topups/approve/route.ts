import { ok } from "@/lib/api/envelope";
import { staffRoute } from "@/lib/api/staff-route";
import { ZTopUpApprove } from "@/lib/validation/staff-finance";
import { approveTopUp } from "@/lib/wallet/top-up-review";

/** The transfer arrived: the balance is credited (the same function as `npm run op:topup-approve`). */
export const POST = staffRoute("topups.review", { body: ZTopUpApprove }, async ({ actor, body }) => {
  const r = await approveTopUp(actor, body);
  return ok(
    { id: r.topUp.id, topUpNo: r.topUp.topUpNo, reviewStatus: r.topUp.reviewStatus, balance: r.balanceYen },
    "staff.finance.topUps.approved",
  );
});

export * from "@/lib/api/method-not-allowed";
