import { pageSession } from "@/lib/auth/page-session";
import { LIMITS } from "@/lib/codes";
import { listOrders } from "@/lib/orders/list-orders";
import { countOrders } from "@/lib/orders/order-counts";
import { ZOrderListQuery } from "@/lib/validation/order";
import type { OrderCounts, OrderRow } from "../../../_orders/types";
import { readFilters } from "./order-filters";

/** The first page the server rendered, the filters it belongs to (`JSON.stringify(filters)`) and the counts. */
export type FirstOrders = { view: string; page: { total: number; rows: OrderRow[] }; counts: OrderCounts };

/**
 * The signed-in seller's first page of orders for the address's filters and the status tabs' counts, rendered
 * with the page (its cards are the largest paint) through the same checks and queries as GET
 * /shop/order/list and /shop/order/orderCount: the screen then reads nothing once it is live.
 */
export async function firstOrders(params: URLSearchParams): Promise<FirstOrders | undefined> {
  const session = await pageSession();
  const filters = readFilters(params);
  const query = ZOrderListQuery.safeParse({ ...filters, pageNum: 1, pageSize: LIMITS.pageSize });
  if (!session || !query.success) return undefined;
  const loaded = await Promise.all([
    listOrders(session.customerId, query.data),
    countOrders(session.customerId),
  ]).catch(() => undefined);
  if (!loaded) return undefined;
  const [page, counts] = loaded;
  return JSON.parse(JSON.stringify({ view: JSON.stringify(filters), page, counts })) as FirstOrders;
}
