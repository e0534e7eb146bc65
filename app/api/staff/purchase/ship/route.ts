import { ok } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { staffPurchaseShip } from "@/lib/api/endpoints/staffPurchase";
import { recordDomesticShipment } from "@/lib/warehouse/record-domestic-shipment";

/** The supplier shipped: 2 → 0 (the same function as `npm run op:ship`). */
export const POST = serve(staffPurchaseShip, async ({ actor, body }) =>
  ok(await recordDomesticShipment(body, actor), "staff.purchase.done.shipped"),
);

export * from "@/lib/api/method-not-allowed";
