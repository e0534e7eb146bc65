import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { acceptAgentPrice } from "@/lib/orders/agent-order";
import { ZOrderRef } from "@/lib/validation/order";

/** The seller accepts the higher price the agent found for an agent order. */
export const POST = route({ auth: true, spends: true, body: ZOrderRef }, async ({ auth, body }) =>
  ok(await acceptAgentPrice(auth.customerId, body), "order.priceAccepted"),
);

export * from "@/lib/api/method-not-allowed";
