import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { catalogueGoodsDetail } from "@/lib/api/endpoints/catalogue";
import { goodsDetail } from "@/lib/goods/service";

export const GET = serve(catalogueGoodsDetail, async ({ params, locale }) =>
  ok(await goodsDetail(params.id, locale)),
);

export * from "@/lib/api/method-not-allowed";
