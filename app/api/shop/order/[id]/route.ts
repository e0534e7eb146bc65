import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { orderDetail } from "@/lib/api/endpoints/orders";
import { getOrder } from "@/lib/orders/get-order";

export const GET = serve(orderDetail, async ({ auth, params, locale }) =>
  ok(await getOrder(auth.customerId, params.id, locale)),
);

export * from "@/lib/api/method-not-allowed";
