import { ok } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { staffPurchaseConfirmPrice } from "@/lib/api/endpoints/staffPurchase";
import { confirmAgentPrice } from "@/lib/orders/agent-order";

/** An agent order's price check (the same function as `npm run op:order -- <id> confirm`). */
export const POST = serve(staffPurchaseConfirmPrice, async ({ actor, body }) => {
  const r = await confirmAgentPrice(body, actor);
  return ok(
    {
      orderId: r.orderId,
      orderStatus: r.orderStatus,
      extraYen: r.extraYen,
      refundYen: r.refundYen,
      replayed: r.replayed,
    },
    r.extraYen ? "staff.purchase.done.priceProposed" : "staff.purchase.done.priceConfirmed",
  );
});

export * from "@/lib/api/method-not-allowed";
