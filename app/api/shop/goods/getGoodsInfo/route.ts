import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { goodsDetailByLink, goodsDetailBySource } from "@/lib/goods/service";
import { ZGoodsInfoQuery } from "@/lib/validation/goods";

/** A product by link (1688/Taobao/Tmall/JD, any shape) or by item id on `platform`. */
export const GET = route({ query: ZGoodsInfoQuery, publicRead: true }, async ({ query, locale }) =>
  ok(
    query.url
      ? await goodsDetailByLink(query.url, locale)
      : await goodsDetailBySource({ platform: query.platform, sourceId: query.numId! }, locale),
  ),
);

export * from "@/lib/api/method-not-allowed";
