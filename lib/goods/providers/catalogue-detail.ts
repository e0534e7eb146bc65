import { Prisma } from "@/generated/prisma/client";
import { getDb } from "@/lib/db/client";
import type { NormalizedGoods, PriceTier, SpecPair } from "@/lib/goods/types";

type DetailRow = {
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
  images: string[];
  main_image: string | null;
  detail_url: string | null;
  weight_grams: number | null;
  length_mm: number | null;
  width_mm: number | null;
  height_mm: number | null;
  domestic_shipping_fen: number;
  stock: number;
  skus: { skuId: string; specs: unknown; priceFen: number; stock: number; image: string | null }[] | null;
  tiers: PriceTier[] | null;
};

function specsOf(value: unknown): SpecPair[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((s): s is { name: unknown; value: unknown } => !!s && typeof s === "object")
    .map((s) => ({ name: String(s.name ?? ""), value: String(s.value ?? "") }));
}

/**
 * A catalogue goods item with SKUs and quantity tiers, by catalogue id or by platform + source id:
 * one statement (SKUs and tiers aggregated as JSON), as the goods page is the busiest read after
 * search. The stored source payload (`raw`) is not read: no API answer shows it.
 */
export async function loadGoodsDetail(
  key: { id: number } | { platform: number; sourceId: string },
): Promise<NormalizedGoods | null> {
  const where =
    "id" in key
      ? Prisma.sql`g.id = ${key.id}`
      : Prisma.sql`g.platform = ${key.platform} AND g.source_id = ${key.sourceId}`;
  const [g] = await getDb().$queryRaw<DetailRow[]>`
    SELECT g.id, g.platform, g.source_id, g.title_zh, g.title_ja, g.title_en, g.title_ko, g.category_id,
      g.shop_name, g.sales, g.min_order_qty, g.price_fen, g.images, g.main_image, g.detail_url,
      g.weight_grams, g.length_mm, g.width_mm, g.height_mm, g.domestic_shipping_fen, g.stock,
      (SELECT json_agg(json_build_object('skuId', s.sku_id, 'specs', s.specs, 'priceFen', s.price_fen,
                'stock', s.stock, 'image', s.image) ORDER BY s.id)
         FROM goods_sku s WHERE s.goods_id = g.id) AS skus,
      (SELECT json_agg(json_build_object('minQty', t.min_qty, 'priceFen', t.price_fen) ORDER BY t.min_qty)
         FROM goods_price_tier t WHERE t.goods_id = g.id) AS tiers
    FROM goods g WHERE ${where}`;
  if (!g) return null;
  const images = g.images?.length ? g.images : g.main_image ? [g.main_image] : [];
  return {
    catalogueId: g.id,
    platform: g.platform,
    sourceId: g.source_id,
    titles: { zh: g.title_zh, ja: g.title_ja, en: g.title_en, ko: g.title_ko },
    categoryId: g.category_id,
    shopName: g.shop_name,
    sales: g.sales,
    minOrderQty: g.min_order_qty,
    priceFen: g.price_fen,
    images,
    detailUrl: g.detail_url,
    weightGrams: g.weight_grams,
    dimensionsMm:
      g.length_mm && g.width_mm && g.height_mm
        ? { length: g.length_mm, width: g.width_mm, height: g.height_mm }
        : null,
    domesticShippingFen: g.domestic_shipping_fen,
    stock: g.stock,
    skus: (g.skus ?? []).map((s) => ({ ...s, specs: specsOf(s.specs) })),
    priceTiers: g.tiers ?? [],
    raw: null,
  };
}
