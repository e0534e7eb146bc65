import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { catalogueOfferDetail } from "@/lib/api/endpoints/catalogue";
import { PLATFORM } from "@/lib/codes";
import { goodsDetailBySource } from "@/lib/goods/service";

/** A 1688 offer by its offerId (product.search.queryProductDetail). */
export const GET = serve(catalogueOfferDetail, async ({ query, locale }) =>
  ok(await goodsDetailBySource({ platform: PLATFORM.P1688, sourceId: query.offerId }, locale)),
);

export * from "@/lib/api/method-not-allowed";
