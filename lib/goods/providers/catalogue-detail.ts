import { Prisma } from "@/generated/prisma/client";
import { readRows } from "@/lib/db/client";
import type { NormalizedGoods, PriceTier, SpecPair } from "@/lib/goods/types";
import { CARD_COLUMNS, cardToGoods, type CardColumns } from "./catalogue-card";

type DetailRow = CardColumns & {
  images: string[];
  weight_grams: number | null;
  length_mm: number | null;
  width_mm: number | null;
  height_mm: number | null;
  domestic_shipping_fen: number;
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
 * search, read without Prisma's client (readRows). The stored source payload (`raw`) is not read: no API answer
 * shows it.
 */
export async function loadGoodsDetail(
  key: { id: number } | { platform: number; sourceId: string },
): Promise<NormalizedGoods | null> {
  const where =
    "id" in key
      ? Prisma.sql`g.id = ${key.id}`
      : Prisma.sql`g.platform = ${key.platform} AND g.source_id = ${key.sourceId}`;
  const [g] = await readRows<DetailRow>(Prisma.sql`
    SELECT ${CARD_COLUMNS}, g.images, g.weight_grams, g.length_mm, g.width_mm, g.height_mm,
      g.domestic_shipping_fen,
      (SELECT json_agg(json_build_object('skuId', s.sku_id, 'specs', s.specs, 'priceFen', s.price_fen,
                'stock', s.stock, 'image', s.image) ORDER BY s.id)
         FROM goods_sku s WHERE s.goods_id = g.id) AS skus,
      (SELECT json_agg(json_build_object('minQty', t.min_qty, 'priceFen', t.price_fen) ORDER BY t.min_qty)
         FROM goods_price_tier t WHERE t.goods_id = g.id) AS tiers
    FROM goods g WHERE ${where}`);
  if (!g) return null;
  return {
    ...cardToGoods(g),
    images: g.images?.length ? g.images : g.main_image ? [g.main_image] : [],
    weightGrams: g.weight_grams,
    dimensionsMm:
      g.length_mm && g.width_mm && g.height_mm
        ? { length: g.length_mm, width: g.width_mm, height: g.height_mm }
        : null,
    domesticShippingFen: g.domestic_shipping_fen,
    skus: (g.skus ?? []).map((s) => ({ ...s, specs: specsOf(s.specs) })),
    priceTiers: g.tiers ?? [],
  };
}
