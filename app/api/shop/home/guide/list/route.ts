import { route } from "@/lib/api/handler";
import { paged } from "@/lib/api/envelope";
import { ZGuideListQuery } from "@/lib/validation/content";
import { listGuides } from "@/lib/content/home-content";

export const GET = route({ query: ZGuideListQuery }, async ({ query, locale }) => {
  const { total, rows } = await listGuides(query.centerType, locale, query.pageNum, query.pageSize);
  return paged(total, rows);
});

export * from "@/lib/api/method-not-allowed";
