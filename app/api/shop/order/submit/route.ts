import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { orderSubmit } from "@/lib/api/endpoints/orders";
import { submitOrder } from "@/lib/orders/submit-order";

export const POST = serve(orderSubmit, async ({ auth, body }) =>
  ok(await submitOrder(auth.customerId, body), "order.submitted"),
);

export * from "@/lib/api/method-not-allowed";
