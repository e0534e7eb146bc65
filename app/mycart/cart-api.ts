import { api, ApiError, readEnvelope, requestHeaders, type ApiEnvelope } from "@/lib/client/api";
import type { Locale } from "@/lib/i18n/locales";
import type { SelectableLine } from "@/lib/cart/selection";

/** A row of GET /shop/shoppingVehicle/list (docs/catalogue-api.md). Money in yuan. */
export type CartRow = SelectableLine & {
  goodsId: number | null;
  numId: string | null;
  skuId: string | null;
  platformType: number;
  goodsName: string;
  goodsPrice: number;
  goodsColor: string | null;
  goodsSize: string | null;
  goodsSpecs: string | null;
  goodsImageUrl: string | null;
  pictureUrl: string | null;
  goodsUrl: string | null;
  spData: { name: string; value: string }[];
  stock: number | null;
  minOrderQty: number;
  weightGrams: number | null;
  lengthMm: number | null;
  widthMm: number | null;
  heightMm: number | null;
  domesticShipping: number;
};

export const CART_QUERY_KEY = "cart";
const PAGE = 100;

/** The whole cart (all pages): the screen groups, selects and totals across every line. */
export async function fetchCart(locale: Locale, ids?: number[]): Promise<CartRow[]> {
  const rows: CartRow[] = [];
  for (let pageNum = 1; ; pageNum++) {
    const res = await api<CartRow>("/shop/shoppingVehicle/list", {
      locale,
      query: { pageNum, pageSize: PAGE, ids: ids?.join(",") },
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
    throw new ApiError(0, "");
  }
  return readEnvelope(response, "/shop/shoppingVehicle/delete");
}
