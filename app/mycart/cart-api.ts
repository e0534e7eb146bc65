import type { Json } from "@/lib/api/json";
import type { CartView } from "@/lib/cart/cart-view";
import {
  api,
  ApiError,
  NETWORK_ERROR,
  readEnvelope,
  requestHeaders,
  type ApiEnvelope,
} from "@/lib/client/api";
import type { Locale } from "@/lib/i18n/locales";

/** A row of GET /shop/shoppingVehicle/list (docs/catalogue-api.md). Money in yuan. */
export type CartRow = Json<CartView>;

export const CART_QUERY_KEY = "cart";
/** Lines per request when the screen reads the whole cart (and what the server renders with the page). */
export const CART_PAGE = 100;

/** The whole cart (all pages): the screen groups, selects and totals across every line. */
export async function fetchCart(locale: Locale, ids?: number[]): Promise<CartRow[]> {
  const rows: CartRow[] = [];
  for (let pageNum = 1; ; pageNum++) {
    const res = await api<CartRow>("/shop/shoppingVehicle/list", {
      locale,
      query: { pageNum, pageSize: CART_PAGE, ids: ids?.join(",") },
    });
    rows.push(...(res.rows ?? []));
    if (rows.length >= (res.total ?? 0) || !res.rows?.length) return rows;
  }
}

export async function updateCount(locale: Locale, id: number, goodsCount: number): Promise<CartRow> {
  const res = await api<CartRow>("/shop/shoppingVehicle/updateCount", {
    method: "POST",
    locale,
    body: { id, goodsCount },
  });
  return res.data as CartRow;
}

/** SPEC §7: the delete call sends form data (`ids=1,2`), with the usual headers. */
export async function deleteLines(locale: Locale, ids: number[]): Promise<ApiEnvelope> {
  const headers = requestHeaders(locale);
  const form = new FormData();
  form.append("ids", ids.join(","));
  let response: Response;
  try {
    response = await fetch("/api/shop/shoppingVehicle/delete", {
      method: "POST",
      headers,
      body: form,
      signal: AbortSignal.timeout(100_000),
    });
  } catch {
    throw new ApiError(NETWORK_ERROR, "");
  }
  return readEnvelope(response, "/shop/shoppingVehicle/delete");
}
