import { route } from "@/lib/api/handler";
import { paged } from "@/lib/api/envelope";
import { searchGoods } from "@/lib/goods/service";
import { ZKeywordSearchQuery } from "@/lib/validation/goods";

/** Keyword (ja/zh/en/ko) search, or a pasted product link → that item. */
export const GET = route({ query: ZKeywordSearchQuery, publicRead: true }, async ({ query, locale }) => {
  const { total, rows } = await searchGoods({ ...query, keyword: query.goodsName }, locale);
  return paged(total, rows);
});

export * from "@/lib/api/method-not-allowed";
