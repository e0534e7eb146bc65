import type { Json } from "@/lib/api/json";
import type { getOrder } from "@/lib/orders/get-order";
import type { OrderCounts as OrderCountsView } from "@/lib/orders/order-counts";
import type { lineView, orderView } from "@/lib/orders/order-view";

/**
 * Orders as the endpoints send them, typed from the server's views (lib/orders/order-view.ts,
 * get-order.ts). Money: yen, or yuan (`goodsAmount`, `goodsPrice`).
 */
export type OrderLine = Json<ReturnType<typeof lineView>>;
export type OrderRow = Json<ReturnType<typeof orderView>>;
export type OrderDetail = Json<Awaited<ReturnType<typeof getOrder>>>;
export type OrderAddress = NonNullable<OrderDetail["address"]>;
export type TimelineEntry = OrderDetail["timeline"][number];
export type OrderProblem = OrderDetail["problems"][number];

/** GET /shop/order/orderCount (SPEC §3 field names). */
export type OrderCounts = Json<OrderCountsView>;
