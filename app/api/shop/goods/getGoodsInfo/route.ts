import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { catalogueGoodsInfo } from "@/lib/api/endpoints/catalogue";
import { goodsDetailByLink, goodsDetailBySource } from "@/lib/goods/service";

/** A product by link (1688/Taobao/Tmall/JD, any shape) or by item id on `platform`. */
export const GET = serve(catalogueGoodsInfo, async ({ query, locale }) =>
  ok(
    query.url
      ? await goodsDetailByLink(query.url, locale)
      : await goodsDetailBySource({ platform: query.platform, sourceId: query.numId! }, locale),
  ),
);

export * from "@/lib/api/method-not-allowed";
