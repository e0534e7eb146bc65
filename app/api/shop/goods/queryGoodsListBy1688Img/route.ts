import { route } from "@/lib/api/handler";
import { paged } from "@/lib/api/envelope";
import { PLATFORM } from "@/lib/codes";
import { searchGoodsByImage } from "@/lib/goods/service";
import { Z1688ImageSearchQuery } from "@/lib/validation/goods";

export const GET = route({ query: Z1688ImageSearchQuery, publicRead: true }, async ({ query, locale }) => {
  const { total, rows } = await searchGoodsByImage({ ...query, platform: PLATFORM.P1688 }, locale);
  return paged(total, rows);
});

export * from "@/lib/api/method-not-allowed";
