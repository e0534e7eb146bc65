import type { Prisma } from "@/generated/prisma/client";
import { PLATFORM } from "@/lib/codes";
import type { Db } from "@/lib/db/client";
import { searchColumns } from "@/lib/goods/store-goods";
import { CATALOGUE } from "./catalogue-data";
import { CATALOGUE_SEED, DEMO_CATALOGUE_SIZE, generateCatalogue, type CatalogueGoods } from "./catalogue";

type Client = Db | Prisma.TransactionClient;

/** Rows per INSERT: keeps every statement well under PostgreSQL's 65,535 bind parameters. */
const CHUNK = 400;

/** The category tree of the templates (inserted when the table is empty); leaf zh name → id. */
export async function ensureCategories(db: Client): Promise<Map<string, number>> {
  let categories = await db.category.findMany({ select: { id: true, categoryNameZh: true } });
  if (categories.length === 0) {
    const tops = await db.category.createManyAndReturn({
      data: CATALOGUE.map((t, i) => ({
        categoryNameZh: t.name[0],
        categoryNameJa: t.name[1],
        categoryNameEn: t.name[2],
        categoryNameKo: t.name[3],
        sort: i + 1,
      })),
      select: { id: true, categoryNameZh: true },
    });
    const topId = new Map(tops.map((c) => [c.categoryNameZh, c.id]));
    const children = await db.category.createManyAndReturn({
      data: CATALOGUE.flatMap((t) =>
        t.children.map((c, j) => ({
          parentId: topId.get(t.name[0])!,
          categoryNameZh: c.name[0],
          categoryNameJa: c.name[1],
          categoryNameEn: c.name[2],
          categoryNameKo: c.name[3],
          sort: j + 1,
        })),
      ),
      select: { id: true, categoryNameZh: true },
    });
    categories = [...tops, ...children];
  }
  return new Map(categories.map((c) => [c.categoryNameZh, c.id]));
}

function searchColumnsOf(g: CatalogueGoods) {
  const titles = { zh: g.titles[0], ja: g.titles[1], en: g.titles[2], ko: g.titles[3] };
  const { searchText, searchTokens } = searchColumns(titles, g.shopName);
  return { search_text: searchText, search_tokens: searchTokens };
}

/**
 * Raw INSERT … SELECT FROM jsonb_to_recordset: one JSON parameter per chunk. Going through Prisma's
 * createMany with ~150 search tokens per row was ten times slower, and the seed runs on every start.
 */
async function insertChunk(db: Client, goods: CatalogueGoods[], categoryId: Map<string, number>) {
  const rows = goods.map((g) => ({
    platform: g.platform,
    source_id: g.sourceId,
    title_zh: g.titles[0],
    title_ja: g.titles[1],
    title_en: g.titles[2],
    title_ko: g.titles[3],
    category_id: categoryId.get(g.leafZh) ?? null,
    shop_name: g.shopName,
    sales: g.sales,
    min_order_qty: g.minOrderQty,
    price_fen: g.priceFen,
    images: g.images,
    main_image: g.images[0],
    detail_url: g.detailUrl,
    weight_grams: g.weightGrams,
    length_mm: g.dims[0],
    width_mm: g.dims[1],
    height_mm: g.dims[2],
    domestic_shipping_fen: g.domesticShippingFen,
    stock: g.skus.reduce((s, k) => s + k.stock, 0),
    image_hash: g.imageHash,
    ...searchColumnsOf(g),
  }));
  const created = await db.$queryRawUnsafe<{ id: number; platform: number; source_id: string }[]>(
    `INSERT INTO goods (platform, source_id, title_zh, title_ja, title_en, title_ko, category_id, shop_name,
       sales, min_order_qty, price_fen, images, main_image, detail_url, weight_grams, length_mm, width_mm,
       height_mm, domestic_shipping_fen, stock, image_hash, search_text, search_tokens, updated_at)
     SELECT platform, source_id, title_zh, title_ja, title_en, title_ko, category_id, shop_name,
       sales, min_order_qty, price_fen, images, main_image, detail_url, weight_grams, length_mm, width_mm,
       height_mm, domestic_shipping_fen, stock, image_hash, search_text, search_tokens, now()
     FROM jsonb_to_recordset($1::jsonb) AS r(platform int, source_id text, title_zh text, title_ja text,
       title_en text, title_ko text, category_id int, shop_name text, sales int, min_order_qty int,
       price_fen int, images text[], main_image text, detail_url text, weight_grams int, length_mm int,
       width_mm int, height_mm int, domestic_shipping_fen int, stock int, image_hash text,
       search_text text, search_tokens text[])
     ON CONFLICT (platform, source_id) DO NOTHING
     RETURNING id, platform, source_id`,
    JSON.stringify(rows),
  );
  const bySource = new Map(goods.map((g) => [`${g.platform}:${g.sourceId}`, g]));
  const fresh = created.map((r) => ({ id: r.id, g: bySource.get(`${r.platform}:${r.source_id}`)! }));
  const skus = fresh.flatMap(({ id, g }) =>
    g.skus.map((s) => ({
      goods_id: id,
      sku_id: s.skuId,
      specs: s.specs,
      price_fen: s.priceFen,
      stock: s.stock,
      image: s.image,
    })),
  );
  await db.$executeRawUnsafe(
    `INSERT INTO goods_sku (goods_id, sku_id, specs, price_fen, stock, image)
     SELECT goods_id, sku_id, specs, price_fen, stock, image
     FROM jsonb_to_recordset($1::jsonb) AS r(goods_id int, sku_id text, specs jsonb, price_fen int, stock int, image text)`,
    JSON.stringify(skus),
  );
  const tiers = fresh.flatMap(({ id, g }) =>
    g.tiers.map((t) => ({ goods_id: id, min_qty: t.minQty, price_fen: t.priceFen })),
  );
  await db.$executeRawUnsafe(
    `INSERT INTO goods_price_tier (goods_id, min_qty, price_fen)
     SELECT goods_id, min_qty, price_fen FROM jsonb_to_recordset($1::jsonb) AS r(goods_id int, min_qty int, price_fen int)`,
    JSON.stringify(tiers),
  );
  return created.length;
}

/**
 * Fills the catalogue up to `count` generated goods (categories first). Goods already present (same
 * platform + source id) are skipped, so running it again, or with a larger count, only adds the rest.
 */
export async function seedCatalogue(
  db: Client,
  count = DEMO_CATALOGUE_SIZE,
  seed = CATALOGUE_SEED,
): Promise<{ created: number }> {
  const categoryId = await ensureCategories(db);
  // Generated goods are numbered 1..n and inserted in order: start after the ones already there.
  const present = await db.goods.count({ where: { mainImage: { startsWith: "/demo/goods/" } } });
  let created = 0;
  for (let from = Math.max(1, present + 1); from <= count; from += CHUNK) {
    const goods = generateCatalogue(Math.min(count, from + CHUNK - 1), seed, from);
    created += await insertChunk(db, goods, categoryId);
  }
  // New GIN entries wait in the index's pending list, which every search scans until a vacuum
  // merges it (PGlite never autovacuums): merge them now.
  if (created) {
    // The token indexes are partial indexes per platform (migrations 20261125000100 and 20261125000200).
    const ginIndexes = [
      ...Object.values(PLATFORM).flatMap((p) => [
        `goods_search_tokens_p${p}_idx`,
        `goods_search_tokens_p${p}_sample_idx`,
      ]),
      "search_word_trgm_idx",
    ];
    await db.$queryRawUnsafe(
      `SELECT ${ginIndexes.map((name) => `gin_clean_pending_list('${name}'::regclass)`).join(", ")}`,
    );
    // Fresh statistics, so the planner sees how selective search tokens are from the first query on.
    await db.$executeRawUnsafe(`ANALYZE goods, goods_sku, goods_price_tier`);
  }
  return { created };
}

/** Catalogue ids of generated goods (by platform + source id). */
export async function catalogueIdsOf(db: Client, goods: readonly CatalogueGoods[]) {
  const rows = await db.goods.findMany({
    where: { OR: goods.map((g) => ({ platform: g.platform, sourceId: g.sourceId })) },
    select: { id: true, platform: true, sourceId: true },
  });
  const ids = new Map(rows.map((r) => [`${r.platform}:${r.sourceId}`, r.id]));
  return (g: CatalogueGoods) => ids.get(`${g.platform}:${g.sourceId}`) ?? null;
}
