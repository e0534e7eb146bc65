import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { catalogueGoodsInfoJd } from "@/lib/api/endpoints/catalogue";
import { PLATFORM } from "@/lib/codes";
import { AppError } from "@/lib/errors";
import { parseProductLink } from "@/lib/goods/parse-link";
import { goodsDetailBySource } from "@/lib/goods/service";

/** A JD product by link or by JD sku id; links of other platforms are not JD products. */
export const GET = serve(catalogueGoodsInfoJd, async ({ query, locale }) => {
  const link = query.url ? parseProductLink(query.url) : { platform: PLATFORM.JD, sourceId: query.numId! };
  if (!link || link.platform !== PLATFORM.JD) throw new AppError("PRODUCT_INCOMPLETE");
  const sourceId = link.sourceId;
  return ok(await goodsDetailBySource({ platform: PLATFORM.JD, sourceId }, locale));
});

export * from "@/lib/api/method-not-allowed";
