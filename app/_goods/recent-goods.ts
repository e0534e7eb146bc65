import type { GoodsCard, GoodsDetail } from "@/lib/client/goods-api";
import { localizedTitle } from "@/lib/goods/present";
import type { Locale } from "@/lib/i18n/locales";

/**
 * Goods recently viewed on this device (issue 12: the home page's "recently viewed"), newest first, in
 * localStorage: a card's fields and the titles in every language, so the list reads in any language.
 */
export const RECENT_GOODS_KEY = "recentGoods";
const KEY = RECENT_GOODS_KEY;
const MAX = 12;
/**
 * How many goods the list holds, mirrored into a cookie: the server cannot read localStorage, and holds the
 * section's place with that many card shapes so that the home page does not jump when the list appears.
 */
export const RECENT_COUNT_COOKIE = "recentGoodsCount";
const COOKIE_SECONDS = 365 * 24 * 3600;

/** The count as the server reads it from the cookie: 0 when missing or not a count the list can hold. */
export function recentCountOfCookie(value: string | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? Math.min(n, MAX) : 0;
}

/** Tells the server how many goods the list holds (the next home page reserves their place). */
export function mirrorRecentCount(count: number) {
  document.cookie = `${RECENT_COUNT_COOKIE}=${count}; path=/; max-age=${COOKIE_SECONDS}; samesite=lax`;
}

type Kept = GoodsCard & { titles: GoodsDetail["titles"] };

function parse(raw: string | null): Kept[] {
  try {
    const list = JSON.parse(raw ?? "[]");
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}
const read = () => parse(localStorage.getItem(KEY));

const sameGoods = (a: GoodsCard, b: GoodsCard) => a.platformType === b.platformType && a.numId === b.numId;

export function rememberViewed(goods: GoodsDetail) {
  const kept: Kept = {
    goodsId: goods.goodsId,
    numId: goods.numId,
    platformType: goods.platformType,
    goodsName: goods.goodsName,
    goodsNameZh: goods.goodsNameZh,
    goodsPrice: goods.goodsPrice,
    priceFrom: goods.priceFrom,
    goodsSales: goods.goodsSales,
    goodsUrl: goods.goodsUrl,
    picPath: goods.picPath,
    shopName: goods.shopName,
    minOrderQty: goods.minOrderQty,
    titles: goods.titles,
  };
  try {
    const list = [kept, ...read().filter((g) => !sameGoods(g, kept))].slice(0, MAX);
    localStorage.setItem(KEY, JSON.stringify(list));
    mirrorRecentCount(list.length);
  } catch {
    // storage full or blocked: nothing is remembered
  }
}

/** The kept goods (the stored JSON) as cards titled in `locale`. */
export function recentGoods(raw: string, locale: Locale): GoodsCard[] {
  return parse(raw).map(({ titles, ...card }) => ({
    ...card,
    goodsName: titles ? localizedTitle(titles, locale) : card.goodsName,
  }));
}
