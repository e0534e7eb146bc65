import { getDb } from "@/lib/db/client";
import { storeGoods } from "@/lib/goods/store-goods";
import type { NormalizedGoods } from "@/lib/goods/types";

/**
 * Caches goods fetched from the 1688 open API in the catalogue and returns them with their
 * catalogue id (the API's `goodsId`).
 *
 * A detail is stored in full (SKUs, tiers, weight; storeGoods also hashes its main picture).
 * Search rows carry only card fields, so they are stored only when the goods are new: storing
 * one over a cached detail would blank its weight, dimensions and gallery. New rows are stored
 * without a picture hash, because fetching twenty remote pictures would hold every search page
 * for seconds; they get one when their detail is fetched.
 */
export async function cacheInCatalogue(
  goods: NormalizedGoods[],
  kind: "search" | "detail",
): Promise<NormalizedGoods[]> {
  if (!goods.length) return goods;
  const db = getDb();
  if (kind === "detail") {
    return Promise.all(goods.map(async (g) => ({ ...g, catalogueId: await storeGoods(db, g) })));
  }
  const known = await db.goods.findMany({
    where: { OR: goods.map((g) => ({ platform: g.platform, sourceId: g.sourceId })) },
    select: { id: true, platform: true, sourceId: true },
  });
  const ids = new Map(known.map((k) => [`${k.platform}:${k.sourceId}`, k.id]));
  return Promise.all(
    goods.map(async (g) => ({
      ...g,
      catalogueId: ids.get(`${g.platform}:${g.sourceId}`) ?? (await storeGoods(db, g, { imageHash: null })),
    })),
  );
}
