import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { orderCount } from "@/lib/api/endpoints/orders";
import { countOrders } from "@/lib/orders/order-counts";

export const GET = serve(orderCount, async ({ auth }) => ok(await countOrders(auth.customerId)));

export * from "@/lib/api/method-not-allowed";
