/**
 * Response shapes of the catalogue endpoints as the screens read them (docs/catalogue-api.md), taken
 * from their declarations (lib/api/endpoints/catalogue.ts), which the server's answers are held to. Money
 * is in yuan with 2 decimals; the screens convert to yen with the day's rate.
 */
import type { ResponseOf } from "@/lib/api/contract/endpoint";
import type {
  catalogueCategories,
  catalogueGoodsDetail,
  catalogueKeywordSearch,
} from "@/lib/api/endpoints/catalogue";

export type GoodsCard = ResponseOf<typeof catalogueKeywordSearch>["rows"][number];
export type GoodsDetail = ResponseOf<typeof catalogueGoodsDetail>;
export type DetailSku = GoodsDetail["skus"][number];
export type SpecGroup = GoodsDetail["specGroups"][number];
export type PriceTierYuan = GoodsDetail["priceTiers"][number];
export type Category = ResponseOf<typeof catalogueCategories>[number];

/** SPEC §2: a goods card opens goods details with the goods id if present, otherwise the goods url. */
export function goodsHref(card: Pick<GoodsCard, "goodsId" | "goodsUrl" | "numId" | "platformType">): string {
  if (card.goodsId) return `/details?id=${card.goodsId}`;
  const params = new URLSearchParams({ platform: String(card.platformType) });
  if (card.goodsUrl) params.set("url", card.goodsUrl);
  else if (card.numId) params.set("numId", card.numId);
  return `/goods/goodsDetails?${params}`;
}
