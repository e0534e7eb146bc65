import { ok } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { staffFinanceTopUp } from "@/lib/api/endpoints/staffFinance";
import { getReviewTopUp } from "@/lib/wallet/finance-desk";

/** One top-up as the review page shows it beside its slip. */
export const GET = serve(staffFinanceTopUp, async ({ params, t }) => ok(await getReviewTopUp(params.id, t)));

export * from "@/lib/api/method-not-allowed";
