import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { orderConfigList as endpoint } from "@/lib/api/endpoints/orders";
import { orderConfigList } from "@/lib/orders/order-config";

export const GET = serve(endpoint, async ({ auth, t }) => ok(await orderConfigList(auth.customerId, t)));

export * from "@/lib/api/method-not-allowed";
