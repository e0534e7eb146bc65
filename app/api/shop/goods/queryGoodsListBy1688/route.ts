import { serve } from "@/lib/api/serve";
import { paged } from "@/lib/api/envelope";
import { catalogueKeywordSearch1688 } from "@/lib/api/endpoints/catalogue";
import { PLATFORM } from "@/lib/codes";
import { searchGoods } from "@/lib/goods/service";

export const GET = serve(catalogueKeywordSearch1688, async ({ query, locale }) => {
  const { total, rows } = await searchGoods(
    { ...query, platform: PLATFORM.P1688, keyword: query.goodsName },
    locale,
  );
  return paged(total, rows);
});

export * from "@/lib/api/method-not-allowed";
