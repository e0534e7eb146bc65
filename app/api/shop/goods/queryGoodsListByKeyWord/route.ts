import { serve } from "@/lib/api/serve";
import { paged } from "@/lib/api/envelope";
import { catalogueKeywordSearch } from "@/lib/api/endpoints/catalogue";
import { searchGoods } from "@/lib/goods/service";

/** Keyword (ja/zh/en/ko) search, or a pasted product link → that item. */
export const GET = serve(catalogueKeywordSearch, async ({ query, locale }) => {
  const { total, rows } = await searchGoods({ ...query, keyword: query.goodsName }, locale);
  return paged(total, rows);
});

export * from "@/lib/api/method-not-allowed";
