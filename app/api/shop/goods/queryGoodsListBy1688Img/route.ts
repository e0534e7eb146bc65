import { serve } from "@/lib/api/serve";
import { paged } from "@/lib/api/envelope";
import { catalogueImageSearch1688 } from "@/lib/api/endpoints/catalogue";
import { PLATFORM } from "@/lib/codes";
import { searchGoodsByImage } from "@/lib/goods/service";

export const GET = serve(catalogueImageSearch1688, async ({ query, locale }) => {
  const { total, rows } = await searchGoodsByImage({ ...query, platform: PLATFORM.P1688 }, locale);
  return paged(total, rows);
});

export * from "@/lib/api/method-not-allowed";
