import type { Db } from "@/lib/db/client";
import { hashPicture } from "./picture-hash";
import { documentTokens, searchTextOf } from "./search-text";
import type { NormalizedGoods } from "./types";

/** Remote pictures larger than this are not hashed (the goods are still stored). */
const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const IMAGE_FETCH_TIMEOUT_MS = 5_000;

/** The search columns of a goods row (docs/catalogue.md "Search ranking"). */
export function searchColumns(titles: NormalizedGoods["titles"], shopName: string | null) {
  const searchText = searchTextOf([titles.zh, titles.ja, titles.en, titles.ko, shopName]);
  return { searchText, searchTokens: documentTokens(searchText) };
}

async function fetchImage(url: string): Promise<Uint8Array | null> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(IMAGE_FETCH_TIMEOUT_MS), redirect: "follow" });
    if (!res.ok) return null;
    if (Number(res.headers.get("content-length") ?? 0) > MAX_IMAGE_BYTES) return null;
    const bytes = new Uint8Array(await res.arrayBuffer());
    return bytes.byteLength > MAX_IMAGE_BYTES ? null : bytes;
  } catch {
    return null;
  }
}

/**
 * Perceptual hash of a goods picture fetched from its http(s) URL. null when the picture cannot be read;
 * the goods then just do not appear in image search.
 */
export async function hashOfImageUrl(url: string | undefined): Promise<string | null> {
  if (!url) return null;
  const absolute = url.startsWith("//") ? `https:${url}` : url;
  if (!/^https?:\/\//i.test(absolute)) return null;
  const bytes = await fetchImage(absolute);
  return bytes && hashPicture(bytes);
}

/**
 * Caches goods from a provider in the catalogue: upserts the row by (platform, sourceId), replaces its
 * SKUs and quantity tiers, computes the search columns and the picture hash. Returns the catalogue id.
 */
export async function storeGoods(
  db: Db,
  g: NormalizedGoods,
  options: { imageHash?: string | null } = {},
): Promise<number> {
  const hash = options.imageHash !== undefined ? options.imageHash : await hashOfImageUrl(g.images[0]);
  const categoryId =
    g.categoryId === null
      ? null
      : ((await db.category.findUnique({ where: { id: g.categoryId }, select: { id: true } }))?.id ?? null);
  const fields = {
    titleZh: g.titles.zh,
    titleJa: g.titles.ja,
    titleEn: g.titles.en,
    titleKo: g.titles.ko,
    categoryId,
    shopName: g.shopName,
    sales: g.sales,
    minOrderQty: g.minOrderQty,
    priceFen: g.priceFen,
    images: g.images,
    mainImage: g.images[0] ?? null,
    detailUrl: g.detailUrl,
    weightGrams: g.weightGrams,
    lengthMm: g.dimensionsMm?.length ?? null,
    widthMm: g.dimensionsMm?.width ?? null,
    heightMm: g.dimensionsMm?.height ?? null,
    domesticShippingFen: g.domesticShippingFen,
    stock: g.stock,
    imageHash: hash,
    raw: g.raw === undefined || g.raw === null ? undefined : (g.raw as object),
    ...searchColumns(g.titles, g.shopName),
  };
  return db.$transaction(async (tx) => {
    const row = await tx.goods.upsert({
      where: { platform_sourceId: { platform: g.platform, sourceId: g.sourceId } },
      create: { platform: g.platform, sourceId: g.sourceId, ...fields },
      update: fields,
      select: { id: true },
    });
    // Only replace SKUs/tiers when the source sent them (search results carry none).
    if (g.skus.length) {
      await tx.goodsSku.deleteMany({ where: { goodsId: row.id } });
      await tx.goodsSku.createMany({
        data: g.skus.map((s) => ({
          goodsId: row.id,
          skuId: s.skuId,
          specs: s.specs,
          priceFen: s.priceFen,
          stock: s.stock,
          image: s.image,
        })),
        skipDuplicates: true,
      });
    }
    if (g.priceTiers.length) {
      await tx.goodsPriceTier.deleteMany({ where: { goodsId: row.id } });
      await tx.goodsPriceTier.createMany({
        data: g.priceTiers.map((t) => ({ goodsId: row.id, minQty: t.minQty, priceFen: t.priceFen })),
        skipDuplicates: true,
      });
    }
    return row.id;
  });
}
