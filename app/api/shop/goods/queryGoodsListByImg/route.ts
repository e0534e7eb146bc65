import { serve } from "@/lib/api/serve";
import { paged } from "@/lib/api/envelope";
import { catalogueImageSearch } from "@/lib/api/endpoints/catalogue";
import { searchGoodsByImage } from "@/lib/goods/service";

/** Search by a photo uploaded through /aliyun/oss/upload (imgUrl = its url), closest pictures first. */
export const GET = serve(catalogueImageSearch, async ({ query, locale }) => {
  const { total, rows } = await searchGoodsByImage(query, locale);
  return paged(total, rows);
});

export * from "@/lib/api/method-not-allowed";
