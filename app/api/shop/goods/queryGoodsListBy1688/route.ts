import { route } from "@/lib/api/handler";
import { paged } from "@/lib/api/envelope";
import { PLATFORM } from "@/lib/codes";
import { searchGoods } from "@/lib/goods/service";
import { Z1688KeywordSearchQuery } from "@/lib/validation/goods";

export const GET = route({ query: Z1688KeywordSearchQuery, publicRead: true }, async ({ query, locale }) => {
  const { total, rows } = await searchGoods(
    { ...query, platform: PLATFORM.P1688, keyword: query.goodsName },
    locale,
  );
  return paged(total, rows);
});

export * from "@/lib/api/method-not-allowed";
