import { ok } from "@/lib/api/envelope";
import { staffRoute } from "@/lib/api/staff-route";
import { getCustomerOverview } from "@/lib/customers/staff-view";
import { ZIdParam } from "@/lib/validation/content";

/** One customer on one page: profile, standing, membership, balance and their newest lists. */
export const GET = staffRoute("customers.read", {}, async ({ params, locale, t }) =>
  ok(await getCustomerOverview(ZIdParam.parseId(params.id), locale, t)),
);

export * from "@/lib/api/method-not-allowed";
