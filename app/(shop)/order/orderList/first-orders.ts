import { pageSession } from "@/lib/auth/page-session";
import { LIMITS } from "@/lib/codes";
import { listOrders } from "@/lib/orders/list-orders";
import { ZOrderListQuery } from "@/lib/validation/order";
import type { OrderRow } from "../../../_orders/types";
import { readFilters } from "./order-filters";

/** The first page the server rendered and the filters it belongs to (`JSON.stringify(filters)`). */
export type FirstOrders = { view: string; page: { total: number; rows: OrderRow[] } };

/**
 * The signed-in seller's first page of orders for the address's filters, rendered with the page (its cards
 * are the largest paint), through the same checks and query as GET /shop/order/list.
 */
export async function firstOrders(params: URLSearchParams): Promise<FirstOrders | undefined> {
  const session = await pageSession();
  const filters = readFilters(params);
  const query = ZOrderListQuery.safeParse({ ...filters, pageNum: 1, pageSize: LIMITS.pageSize });
  if (!session || !query.success) return undefined;
  const page = await listOrders(session.customerId, query.data).catch(() => undefined);
  if (!page) return undefined;
  return { view: JSON.stringify(filters), page: JSON.parse(JSON.stringify(page)) as FirstOrders["page"] };
}
