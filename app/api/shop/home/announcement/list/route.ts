import { serve } from "@/lib/api/serve";
import { paged } from "@/lib/api/envelope";
import { contentAnnouncementList } from "@/lib/api/endpoints/content";
import { listAnnouncements } from "@/lib/content/home-content";

export const GET = serve(contentAnnouncementList, async ({ query, locale }) => {
  const { total, rows } = await listAnnouncements(locale, query.pageNum, query.pageSize);
  return paged(total, rows);
});

export * from "@/lib/api/method-not-allowed";
