import type { QueryClient } from "@tanstack/react-query";
import { queryKeyOf, request } from "@/lib/client/endpoint";
import {
  accountCenterStatistics,
  accountCustomerInfo,
  cartList,
  orderCount,
  orderDetail,
  orderList,
} from "@/lib/client/endpoints";
import { SELLER_VIEWS, createKeepAliveStore, type KeepAliveStore } from "@/lib/client/search-cache";
import type { Locale } from "@/lib/i18n/locales";
import type { OrderCounts, OrderDetail, OrderRow } from "./types";

/** The order list's filters as the API reads them (SPEC §3). Dates are Japan days, end inclusive. */
export type OrderFilters = {
  orderStatus?: number;
  createTimeStart?: string;
  createTimeEnd?: string;
  id?: string;
  agentFlag?: number;
};

export async function fetchOrderPage(
  locale: Locale,
  filters: OrderFilters,
  pageNum: number,
  pageSize: number,
): Promise<{ total: number; rows: OrderRow[] }> {
  return request(orderList, { query: { ...filters, pageNum, pageSize } }, { locale });
}

export async function fetchOrder(locale: Locale, id: number): Promise<OrderDetail> {
  return request(orderDetail, { params: { id } }, { locale });
}

export async function fetchOrderCounts(locale: Locale): Promise<OrderCounts> {
  return request(orderCount, {}, { locale });
}

let keptLists: KeepAliveStore | undefined;
/** Kept order lists (rows + scroll per filter set), separate from the goods lists' store. */
export const orderListStore = () =>
  (keptLists ??= createKeepAliveStore(sessionStorage, { storageKey: SELLER_VIEWS.orders }));

/**
 * After a submit, payment, cancellation or address change the kept lists and cached orders are out of
 * date: drop the snapshots and refetch. The balance (user info, statistics) changes with payments too.
 */
export async function ordersChanged(queryClient: QueryClient): Promise<void> {
  sessionStorage.removeItem(SELLER_VIEWS.orders);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeyOf(orderList) }),
    queryClient.invalidateQueries({ queryKey: queryKeyOf(orderDetail) }),
    queryClient.invalidateQueries({ queryKey: queryKeyOf(orderCount) }),
    queryClient.invalidateQueries({ queryKey: queryKeyOf(accountCustomerInfo) }),
    queryClient.invalidateQueries({ queryKey: queryKeyOf(accountCenterStatistics) }),
    queryClient.invalidateQueries({ queryKey: queryKeyOf(cartList) }),
  ]);
}

/**
 * A client idempotency key for a payment (8–64 of [A-Za-z0-9_-], lib/validation/wallet.ts): 128 random
 * bits in hex. getRandomValues works on plain-http hosts too, where randomUUID is missing.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** "1,2,3" → [1, 2, 3]; anything that is not a positive id is dropped, duplicates too. */
export function parseIds(value: string | null): number[] {
  const ids = (value ?? "")
    .split(",")
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0 && n <= 2_147_483_647);
  return [...new Set(ids)];
}
