import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { ZIdParam } from "@/lib/validation/content";
import { getOrder } from "@/lib/orders/get-order";

/** Order details: lines, price breakdown, address and the timeline of status changes. */
export const GET = route({ auth: true }, async ({ auth, params, locale }) =>
  ok(await getOrder(auth.customerId, ZIdParam.parseId(params.id), locale)),
);

export * from "@/lib/api/method-not-allowed";
