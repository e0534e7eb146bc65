import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { orderAgentSubmit } from "@/lib/api/endpoints/orders";
import { submitAgentOrder } from "@/lib/orders/agent-order";

export const POST = serve(orderAgentSubmit, async ({ auth, body }) =>
  ok(await submitAgentOrder(auth.customerId, body), "order.agentSubmitted"),
);

export * from "@/lib/api/method-not-allowed";
