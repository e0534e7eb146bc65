import { ok } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { staffPurchaseBuy } from "@/lib/api/endpoints/staffPurchase";
import { fenToYuan } from "@/lib/pricing/convert";
import { recordPurchase } from "@/lib/warehouse/record-purchase";

/** Bought: 1 → 2 (the same function as `npm run op:purchase`), a cheaper price refunded at once. */
export const POST = serve(staffPurchaseBuy, async ({ actor, body }) => {
  const r = await recordPurchase(body, actor);
  return ok(
    {
      orderId: r.orderId,
      orderStatus: r.orderStatus,
      purchaseAmount: fenToYuan(r.purchaseAmountFen),
      refundYen: r.refundYen,
    },
    r.refundYen ? "staff.purchase.done.purchasedCheaper" : "staff.purchase.done.purchased",
  );
});

export * from "@/lib/api/method-not-allowed";
