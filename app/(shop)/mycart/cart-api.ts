import type { Json } from "@/lib/api/json";
import type { CartView } from "@/lib/cart/cart-view";
import { exchange, request } from "@/lib/client/endpoint";
import { cartDelete, cartList, cartUpdateCount } from "@/lib/client/endpoints";
import type { Locale } from "@/lib/i18n/locales";

/** A row of GET /shop/shoppingVehicle/list (docs/catalogue-api.md). Money in yuan. */
export type CartRow = Json<CartView>;

/** Lines per request when the screen reads the whole cart (and what the server renders with the page). */
export const CART_PAGE = 100;

/** The whole cart (all pages): the screen groups, selects and totals across every line. */
export async function fetchCart(locale: Locale, ids?: number[]): Promise<CartRow[]> {
  const rows: CartRow[] = [];
  for (let pageNum = 1; ; pageNum++) {
    const page = await request(
      cartList,
      { query: { pageNum, pageSize: CART_PAGE, ids: ids?.join(",") } },
      { locale },
    );
    rows.push(...page.rows);
    if (rows.length >= page.total || !page.rows.length) return rows;
  }
}

export async function updateCount(locale: Locale, id: number, goodsCount: number): Promise<CartRow> {
  return request(cartUpdateCount, { body: { id, goodsCount } }, { locale });
}

/** Deletes lines; the screen shows the server's message. */
export async function deleteLines(locale: Locale, ids: number[]): Promise<{ msg: string }> {
  return exchange(cartDelete, { body: { ids } }, { locale });
}
