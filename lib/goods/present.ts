import type { Locale } from "@/lib/i18n/locales";
import { fromPrice } from "@/lib/pricing/from-price";
import type { GoodsTitles, NormalizedGoods, ProviderCategory } from "./types";

/** API shapes of docs/catalogue-api.md: yuan with 2 decimals, titles in the request's language. */
const yuan = (fen: number) => Math.round(fen) / 100;

export function localizedTitle(titles: GoodsTitles, locale: Locale): string {
  const own =
    locale === "ja" ? titles.ja : locale === "en-us" ? titles.en : locale === "ko" ? titles.ko : null;
  return own || titles.zh;
}

export type GoodsCard = ReturnType<typeof toCard>;

/**
 * The unit price depends on quantity or SKU (docs/catalogue.md "From prices"): as the row says, else by
 * the goods page's rule over the goods' SKUs and tiers.
 */
export function isPriceFrom(g: NormalizedGoods): boolean {
  if (g.priceFrom !== undefined) return g.priceFrom;
  return fromPrice({
    priceFen: g.priceFen,
    minOrderQty: g.minOrderQty,
    skuPricesFen: g.skus.map((s) => s.priceFen),
    tiers: g.priceTiers,
  }).varies;
}

export function toCard(g: NormalizedGoods, locale: Locale) {
  return {
    goodsId: g.catalogueId ?? null,
    numId: g.sourceId,
    platformType: g.platform,
    goodsName: localizedTitle(g.titles, locale),
    goodsNameZh: g.titles.zh,
    goodsPrice: yuan(g.priceFen),
    /** goodsPrice is the lowest of several unit prices: show it as "from" */
    priceFrom: isPriceFrom(g),
    goodsSales: g.sales,
    goodsUrl: g.detailUrl,
    picPath: g.images[0] ?? null,
    shopName: g.shopName,
    minOrderQty: g.minOrderQty,
  };
}

/** Attribute groups in SKU order (colour first, then size), each value with the first picture seen. */
function specGroups(g: NormalizedGoods) {
  const groups: { name: string; values: { value: string; image: string | null }[] }[] = [];
  for (const sku of g.skus) {
    sku.specs.forEach((spec, i) => {
      const group = (groups[i] ??= { name: spec.name, values: [] });
      if (!group.values.some((v) => v.value === spec.value)) {
        group.values.push({ value: spec.value, image: i === 0 ? sku.image : null });
      }
    });
  }
  return groups;
}

export function toDetail(g: NormalizedGoods, locale: Locale) {
  return {
    ...toCard(g, locale),
    titles: g.titles,
    images: g.images,
    stock: g.stock,
    categoryId: g.categoryId,
    skus: g.skus.map((s) => ({
      skuId: s.skuId,
      specs: s.specs,
      price: yuan(s.priceFen),
      stock: s.stock,
      image: s.image,
    })),
    specGroups: specGroups(g),
    priceTiers: g.priceTiers.map((t) => ({ minQty: t.minQty, price: yuan(t.priceFen) })),
    weightGrams: g.weightGrams,
    lengthMm: g.dimensionsMm?.length ?? null,
    widthMm: g.dimensionsMm?.width ?? null,
    heightMm: g.dimensionsMm?.height ?? null,
    domesticShipping: yuan(g.domesticShippingFen),
  };
}

export function toCategory(c: ProviderCategory & { hasChildren: boolean }, locale: Locale) {
  return {
    id: c.id,
    parentId: c.parentId ?? 0,
    categoryNameZh: c.names.zh,
    categoryName: localizedTitle(c.names, locale),
    hasChildren: c.hasChildren,
  };
}
