import { paged } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { staffPurchaseOrders } from "@/lib/api/endpoints/staffPurchase";
import { listPurchaseDesk } from "@/lib/warehouse/purchase-desk";

/** The purchase desk's tab: orders to buy (1, 99) or awaiting the supplier's tracking number (2), oldest first. */
export const GET = serve(staffPurchaseOrders, async ({ query, t }) => {
  const { total, rows } = await listPurchaseDesk(query, t);
  return paged(total, rows);
});

export * from "@/lib/api/method-not-allowed";
