import type { Json } from "@/lib/api/json";
import type { CartView } from "@/lib/cart/cart-view";
import { request } from "@/lib/client/endpoint";
import { cartList } from "@/lib/client/endpoints";
import { LIMITS } from "@/lib/codes";
import type { Locale } from "@/lib/i18n/locales";
import type { EstimateLine } from "./submit-estimate";

/** The cart row fields the submit screen shows (docs/catalogue-api.md). */
export type SubmitCartRow = EstimateLine &
  Pick<Json<CartView>, "goodsName" | "goodsCount" | "goodsSpecs" | "goodsImageUrl" | "pictureUrl">;

/** The chosen cart lines (`ids` narrows the list); lines already ordered or deleted are simply absent. */
export async function fetchChosenLines(locale: Locale, ids: number[]): Promise<SubmitCartRow[]> {
  const { rows } = await request(
    cartList,
    { query: { pageNum: 1, pageSize: LIMITS.maxPageSize, ids: ids.join(",") } },
    { locale },
  );
  // Keep the order the seller chose them in.
  return ids.flatMap((id) => rows.filter((r) => r.id === id));
}
