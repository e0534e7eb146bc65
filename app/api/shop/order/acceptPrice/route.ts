import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { orderAcceptPrice } from "@/lib/api/endpoints/orders";
import { acceptAgentPrice } from "@/lib/orders/agent-order";

export const POST = serve(orderAcceptPrice, async ({ auth, body }) =>
  ok(await acceptAgentPrice(auth.customerId, body), "order.priceAccepted"),
);

export * from "@/lib/api/method-not-allowed";
