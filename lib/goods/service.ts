import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import type { Locale } from "@/lib/i18n/locales";
import { containsProductLink, parseProductLink, type ParsedLink } from "./parse-link";
import { toCard, toCategory, toDetail } from "./present";
import { cardsByIds, catalogueProvider } from "./providers/catalogue";
import { loadGoodsDetail } from "./providers/catalogue-detail";
import { categoryProvider, goodsProvider } from "./registry";
import { storeGoods } from "./store-goods";
import type { KeywordQuery, NormalizedGoods } from "./types";
import { uploadedPicture } from "./upload-image";

/** The use cases behind /shop/goods/* (docs/catalogue-api.md); routes only parse and answer. */

type Paging = { pageNum: number; pageSize: number };

const incomplete = () => new AppError("PRODUCT_INCOMPLETE");

/** Rows from an external provider get their catalogue id (cached now if the provider did not). */
async function withCatalogueIds(rows: NormalizedGoods[]): Promise<NormalizedGoods[]> {
  const missing = rows.filter((g) => g.catalogueId === undefined);
  if (!missing.length) return rows;
  const db = getDb();
  const known = await db.goods.findMany({
    where: { OR: missing.map((g) => ({ platform: g.platform, sourceId: g.sourceId })) },
    select: { id: true, platform: true, sourceId: true },
  });
  const ids = new Map(known.map((k) => [`${k.platform}:${k.sourceId}`, k.id]));
  return Promise.all(
    rows.map(async (g) => {
      if (g.catalogueId !== undefined) return g;
      const id = ids.get(`${g.platform}:${g.sourceId}`) ?? (await storeGoods(db, g));
      return { ...g, catalogueId: id };
    }),
  );
}

/** One item by platform + item id, from the platform's provider, cached in the catalogue. */
export async function goodsBySource(link: ParsedLink): Promise<NormalizedGoods> {
  const goods = await goodsProvider(link.platform).detailById(link.platform, link.sourceId);
  if (!goods) throw incomplete();
  if (goods.catalogueId !== undefined) return goods;
  return { ...goods, catalogueId: await storeGoods(getDb(), goods) };
}

/** A pasted product link: the item, or "product information incomplete" when it cannot be resolved. */
export async function goodsByLink(text: string): Promise<NormalizedGoods> {
  const link = parseProductLink(text);
  if (!link) throw incomplete();
  return goodsBySource(link);
}

/**
 * A catalogue item by id. Goods an external provider serves (1688 open API) are fetched fresh: a
 * search only cached their card, without SKUs or weight; the cached copy answers if the API is down.
 */
export async function goodsDetail(goodsId: number, locale: Locale) {
  const goods = await loadGoodsDetail({ id: goodsId });
  if (!goods) throw incomplete();
  if (goodsProvider(goods.platform) !== catalogueProvider) {
    const fresh = await goodsBySource({ platform: goods.platform, sourceId: goods.sourceId }).catch((e) => {
      if (e instanceof AppError && e.code === "PROVIDER_UNAVAILABLE") return null;
      throw e;
    });
    if (fresh) return toDetail(fresh, locale);
  }
  return toDetail(goods, locale);
}

export async function goodsDetailBySource(link: ParsedLink, locale: Locale) {
  return toDetail(await goodsBySource(link), locale);
}

export async function goodsDetailByLink(text: string, locale: Locale) {
  return toDetail(await goodsByLink(text), locale);
}

/**
 * Keyword search; a product link as the keyword answers that one item (on its own platform).
 * Without keyword but with a category: the category browse, best sellers first.
 */
export async function searchGoods(
  q: Paging & Omit<KeywordQuery, "pageNum" | "pageSize"> & { platform: number },
  locale: Locale,
) {
  const keyword = q.keyword.trim();
  if (keyword && containsProductLink(keyword)) {
    const goods = await goodsByLink(keyword);
    return { total: 1, rows: q.pageNum === 1 ? [toCard(goods, locale)] : [] };
  }
  const page = await goodsProvider(q.platform).searchByKeyword(q.platform, { ...q, keyword });
  const rows = await withCatalogueIds(page.rows);
  return { total: page.total, rows: rows.map((g) => toCard(g, locale)) };
}

/** Catalogue goods as list cards, in the order of `ids` (the home page's recently viewed goods). */
export async function goodsCardsByIds(ids: readonly number[], locale: Locale) {
  return (await cardsByIds(ids)).map((g) => toCard(g, locale));
}

/** Search by an uploaded photo: the closest pictures first. */
export async function searchGoodsByImage(q: Paging & { platform: number; imgUrl: string }, locale: Locale) {
  const picture = await uploadedPicture(q.imgUrl);
  const page = await goodsProvider(q.platform).searchByImage(q.platform, {
    picture,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  });
  const rows = await withCatalogueIds(page.rows);
  return { total: page.total, rows: rows.map((g) => toCard(g, locale)) };
}

/** Children of a category (0 = the top level), each saying whether it has children of its own. */
export async function categoriesOf(parentId: number, locale: Locale) {
  const list = await categoryProvider.categories(parentId === 0 ? null : parentId);
  const parents = list.length
    ? await getDb().category.findMany({
        where: { parentId: { in: list.map((c) => c.id) } },
        distinct: ["parentId"],
        select: { parentId: true },
      })
    : [];
  const withChildren = new Set(parents.map((p) => p.parentId));
  return list.map((c) => toCategory({ ...c, hasChildren: withChildren.has(c.id) }, locale));
}
