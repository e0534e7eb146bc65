import { Prisma } from "@/generated/prisma/client";
import type { NormalizedGoods, PriceTier } from "@/lib/goods/types";
import { fromPrice } from "@/lib/pricing/from-price";

/** The goods columns a list card needs (search, category browse, image search); the detail reads more. */
export const CARD_COLUMNS = Prisma.sql`g.id, g.platform, g.source_id, g.title_zh, g.title_ja, g.title_en, g.title_ko,
  g.category_id, g.shop_name, g.sales, g.min_order_qty, g.price_fen, g.main_image, g.detail_url, g.stock`;

export type CardColumns = {
  id: number;
  platform: number;
  source_id: string;
  title_zh: string;
  title_ja: string | null;
  title_en: string | null;
  title_ko: string | null;
  category_id: number | null;
  shop_name: string | null;
  sales: number;
  min_order_qty: number;
  price_fen: number;
  main_image: string | null;
  detail_url: string | null;
  stock: number;
};

/** A card row as normalised goods: no SKUs, tiers, weight or payload (the detail adds those). */
export function cardToGoods(r: CardColumns): NormalizedGoods {
  return {
    catalogueId: r.id,
    platform: r.platform,
    sourceId: r.source_id,
    titles: { zh: r.title_zh, ja: r.title_ja, en: r.title_en, ko: r.title_ko },
    categoryId: r.category_id,
    shopName: r.shop_name,
    sales: r.sales,
    minOrderQty: r.min_order_qty,
    priceFen: r.price_fen,
    images: r.main_image ? [r.main_image] : [],
    detailUrl: r.detail_url,
    weightGrams: null,
    dimensionsMm: null,
    domesticShippingFen: 0,
    stock: r.stock,
    skus: [],
    priceTiers: [],
    raw: null,
  };
}

/**
 * What a list card's "from" mark needs (docs/catalogue.md "From prices"): the quantity tiers and the SKUs'
 * distinct prices, read per row of the page only (both tables are indexed by goods id).
 */
export const CARD_PRICE_COLUMNS = Prisma.sql`(SELECT json_agg(json_build_object('minQty', t.min_qty,
    'priceFen', t.price_fen) ORDER BY t.min_qty) FROM goods_price_tier t WHERE t.goods_id = g.id) AS tiers,
  (SELECT array_agg(DISTINCT s.price_fen) FROM goods_sku s WHERE s.goods_id = g.id) AS sku_prices`;

export type CardPriceColumns = { tiers: PriceTier[] | null; sku_prices: number[] | null };

/** A list card row with its "from" flag, by the goods page's pricing rule (lib/pricing/from-price.ts). */
export function cardRowToGoods(r: CardColumns & CardPriceColumns): NormalizedGoods {
  const { varies } = fromPrice({
    priceFen: r.price_fen,
    minOrderQty: r.min_order_qty,
    skuPricesFen: r.sku_prices ?? [],
    tiers: r.tiers ?? [],
  });
  return { ...cardToGoods(r), priceFrom: varies };
}
