import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { PLATFORM } from "@/lib/codes";
import { goodsDetailBySource } from "@/lib/goods/service";
import { ZOfferQuery } from "@/lib/validation/goods";

/** A 1688 offer by its offerId (product.search.queryProductDetail). */
export const GET = route({ query: ZOfferQuery, publicRead: true }, async ({ query, locale }) =>
  ok(await goodsDetailBySource({ platform: PLATFORM.P1688, sourceId: query.offerId }, locale)),
);

export * from "@/lib/api/method-not-allowed";
