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
 * The list's catalogue ids, newest first, mirrored into a cookie: the server cannot read localStorage, and
 * renders these goods with the home page so that it paints them at once and does not jump when the list
 * appears.
 */
export const RECENT_GOODS_COOKIE = "recentGoods";
const COOKIE_SECONDS = 365 * 24 * 3600;

/** The ids as the server reads them from the cookie: at most the list's length, each once, others dropped. */
export function recentIdsOfCookie(value: string | undefined): number[] {
  const ids = (value ?? "")
    .split(".")
    .filter((part) => /^[1-9]\d{0,9}$/.test(part))
    .map(Number)
    .filter((id) => id <= 2_147_483_647);
  return [...new Set(ids)].slice(0, MAX);
}

/** Tells the server which goods the list holds (the next home page renders them). */
export function mirrorRecentIds(ids: readonly (number | null)[]) {
  const value = ids.filter((id): id is number => Number.isInteger(id) && id! > 0).join(".");
  document.cookie = `${RECENT_GOODS_COOKIE}=${value}; path=/; max-age=${COOKIE_SECONDS}; samesite=lax`;
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
    mirrorRecentIds(list.map((g) => g.goodsId));
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
