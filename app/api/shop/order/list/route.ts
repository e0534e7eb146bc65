import { serve } from "@/lib/api/serve";
import { paged } from "@/lib/api/envelope";
import { orderList } from "@/lib/api/endpoints/orders";
import { listOrders } from "@/lib/orders/list-orders";

export const GET = serve(orderList, async ({ auth, query }) => {
  const { total, rows } = await listOrders(auth.customerId, query);
  return paged(total, rows);
});

export * from "@/lib/api/method-not-allowed";
