import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { submitAgentOrder } from "@/lib/orders/agent-order";
import { ZAgentOrder } from "@/lib/validation/order";

/** An agent order for goods the catalogue does not know (docs/order-lifecycle.md). */
export const POST = route({ auth: true, spends: true, body: ZAgentOrder }, async ({ auth, body }) =>
  ok(await submitAgentOrder(auth.customerId, body), "order.agentSubmitted"),
);

export * from "@/lib/api/method-not-allowed";
