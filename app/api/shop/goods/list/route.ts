import { route } from "@/lib/api/handler";
import { paged } from "@/lib/api/envelope";
import { searchGoods } from "@/lib/goods/service";
import { ZGoodsListQuery } from "@/lib/validation/goods";

/** Category browse: the category and its descendants, best sellers first. */
export const GET = route({ query: ZGoodsListQuery, publicRead: true }, async ({ query, locale }) => {
  const { total, rows } = await searchGoods({ ...query, keyword: "" }, locale);
  return paged(total, rows);
});

export * from "@/lib/api/method-not-allowed";
