import type { GoodsCard } from "@/lib/client/goods-api";
import { LIMITS } from "@/lib/codes";
import { containsProductLink } from "@/lib/goods/parse-link";
import { searchGoods } from "@/lib/goods/service";
import type { Locale } from "@/lib/i18n/locales";
import { ZGoodsListQuery, ZKeywordSearchQuery } from "@/lib/validation/goods";
import type { SearchPlatform } from "../../_goods/search-platforms";
import type { FirstResults } from "./search-details-screen";
import { addressPlatform, searchSourceOf, searchViewKey } from "./search-source";

/**
 * The first page of a keyword or category on the address's platform, else the seller's `choice`, rendered
 * with the page (its pictures are the largest paint: no
 * second trip for them), through the same checks and search as the API. A photo search, a pasted link or a
 * failing catalogue leave the screen to load as before.
 */
export async function firstResults(
  params: URLSearchParams,
  choice: SearchPlatform,
  locale: Locale,
): Promise<FirstResults | undefined> {
  const source = searchSourceOf(params);
  const platform = addressPlatform(params) ?? choice;
  const paging = { platform, pageNum: 1, pageSize: LIMITS.pageSize };
  const query =
    source?.kind === "keyword" && !containsProductLink(source.goodsName)
      ? ZKeywordSearchQuery.safeParse({ ...paging, goodsName: source.goodsName })
      : source?.kind === "category"
        ? ZGoodsListQuery.safeParse({ ...paging, categoryId: source.categoryId })
        : undefined;
  if (!query?.success) return undefined;
  const keyword = "goodsName" in query.data ? query.data.goodsName : "";
  const page = await searchGoods({ ...query.data, keyword }, locale).catch(() => undefined);
  if (!page) return undefined;
  return {
    view: searchViewKey(source, platform, locale),
    page: JSON.parse(JSON.stringify(page)) as { total: number; rows: GoodsCard[] },
  };
}
