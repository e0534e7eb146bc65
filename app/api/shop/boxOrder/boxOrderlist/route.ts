import { route } from "@/lib/api/handler";
import { paged } from "@/lib/api/envelope";
import { listBoxOrders } from "@/lib/shipping/materials";
import { ZBoxOrderListQuery } from "@/lib/validation/shipping";

export const GET = route({ auth: true, query: ZBoxOrderListQuery }, async ({ auth, query }) => {
  const { total, rows } = await listBoxOrders(auth.customerId, query);
  return paged(total, rows);
});

export * from "@/lib/api/method-not-allowed";
