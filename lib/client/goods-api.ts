/**
 * Response shapes of the catalogue endpoints as the screens read them (docs/catalogue-api.md), taken
 * from the server's presenters so the two cannot drift. Money is in yuan with 2 decimals; the screens
 * convert to yen with the day's rate.
 */
import type { GoodsCard as Card, toCategory, toDetail } from "@/lib/goods/present";

export type GoodsCard = Card;
export type GoodsDetail = ReturnType<typeof toDetail>;
export type DetailSku = GoodsDetail["skus"][number];
export type SpecGroup = GoodsDetail["specGroups"][number];
export type PriceTierYuan = GoodsDetail["priceTiers"][number];
export type Category = ReturnType<typeof toCategory>;

/** SPEC §2: a goods card opens goods details with the goods id if present, otherwise the goods url. */
export function goodsHref(card: Pick<GoodsCard, "goodsId" | "goodsUrl" | "numId" | "platformType">): string {
  if (card.goodsId) return `/details?id=${card.goodsId}`;
  const params = new URLSearchParams({ platform: String(card.platformType) });
  if (card.goodsUrl) params.set("url", card.goodsUrl);
  else if (card.numId) params.set("numId", card.numId);
  return `/goods/goodsDetails?${params}`;
}
