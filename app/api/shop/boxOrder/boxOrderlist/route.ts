import { serve } from "@/lib/api/serve";
import { paged } from "@/lib/api/envelope";
import { boxOrderList } from "@/lib/api/endpoints/shipping";
import { listBoxOrders } from "@/lib/shipping/materials";

export const GET = serve(boxOrderList, async ({ auth, query }) => {
  const { total, rows } = await listBoxOrders(auth.customerId, query);
  return paged(total, rows);
});

export * from "@/lib/api/method-not-allowed";
