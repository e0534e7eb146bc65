import { serve } from "@/lib/api/serve";
import { paged } from "@/lib/api/envelope";
import { catalogueGoodsList } from "@/lib/api/endpoints/catalogue";
import { searchGoods } from "@/lib/goods/service";

/** Category browse: the category and its descendants, best sellers first. */
export const GET = serve(catalogueGoodsList, async ({ query, locale }) => {
  const { total, rows } = await searchGoods({ ...query, keyword: "" }, locale);
  return paged(total, rows);
});

export * from "@/lib/api/method-not-allowed";
