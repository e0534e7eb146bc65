import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { countOrders } from "@/lib/orders/order-counts";

/** Order counts per filter group (SPEC §3 field names). */
export const GET = route({ auth: true }, async ({ auth }) => ok(await countOrders(auth.customerId)));

export * from "@/lib/api/method-not-allowed";
