import { route } from "@/lib/api/handler";
import { paged } from "@/lib/api/envelope";
import { ZOrderListQuery } from "@/lib/validation/order";
import { listOrders } from "@/lib/orders/list-orders";

/** The customer's orders, filtered by status group, creation dates, id and agent flag (SPEC §3). */
export const GET = route({ auth: true, query: ZOrderListQuery }, async ({ auth, query }) => {
  const { total, rows } = await listOrders(auth.customerId, query);
  return paged(total, rows);
});

export * from "@/lib/api/method-not-allowed";
