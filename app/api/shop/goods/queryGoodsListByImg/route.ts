import { route } from "@/lib/api/handler";
import { paged } from "@/lib/api/envelope";
import { searchGoodsByImage } from "@/lib/goods/service";
import { ZImageSearchQuery } from "@/lib/validation/goods";

/** Search by a photo uploaded through /aliyun/oss/upload (imgUrl = its url), closest pictures first. */
export const GET = route({ query: ZImageSearchQuery, publicRead: true }, async ({ query, locale }) => {
  const { total, rows } = await searchGoodsByImage(query, locale);
  return paged(total, rows);
});

export * from "@/lib/api/method-not-allowed";
