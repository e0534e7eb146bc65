import { serve } from "@/lib/api/serve";
import { paged } from "@/lib/api/envelope";
import { contentGuideList } from "@/lib/api/endpoints/content";
import { listGuides } from "@/lib/content/home-content";

export const GET = serve(contentGuideList, async ({ query, locale }) => {
  const { total, rows } = await listGuides(query.centerType, locale, query.pageNum, query.pageSize);
  return paged(total, rows);
});

export * from "@/lib/api/method-not-allowed";
