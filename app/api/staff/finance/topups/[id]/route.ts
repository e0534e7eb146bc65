import { ok } from "@/lib/api/envelope";
import { staffRoute } from "@/lib/api/staff-route";
import { ZIdParam } from "@/lib/validation/content";
import { getReviewTopUp } from "@/lib/wallet/finance-desk";

/** One top-up as the review page shows it beside its slip. */
export const GET = staffRoute("topups.review", {}, async ({ params, t }) =>
  ok(await getReviewTopUp(ZIdParam.parseId(params.id), t)),
);

export * from "@/lib/api/method-not-allowed";
