import { ok } from "@/lib/api/envelope";
import { staffRoute } from "@/lib/api/staff-route";
import { ZTopUpReject } from "@/lib/validation/staff-finance";
import { rejectTopUp } from "@/lib/wallet/top-up-review";

/** No matching transfer: nothing is credited (the same function as `npm run op:topup-reject`). */
export const POST = staffRoute("topups.review", { body: ZTopUpReject }, async ({ actor, body }) => {
  const row = await rejectTopUp(actor, body);
  return ok(
    { id: row.id, topUpNo: row.topUpNo, reviewStatus: row.reviewStatus },
    "staff.finance.topUps.rejected",
  );
});

export * from "@/lib/api/method-not-allowed";
