import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { staffCustomerDetail } from "@/lib/api/endpoints/staff";
import { getCustomerOverview } from "@/lib/customers/staff-view";

/** One customer on one page: profile, standing, membership, balance and their newest lists. */
export const GET = serve(staffCustomerDetail, async ({ params, locale, t }) =>
  ok(await getCustomerOverview(params.id, locale, t)),
);

export * from "@/lib/api/method-not-allowed";
