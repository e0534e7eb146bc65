import { route } from "@/lib/api/handler";
import { paged } from "@/lib/api/envelope";
import { ZPageQuery } from "@/lib/validation/rules";
import { listAnnouncements } from "@/lib/content/home-content";

export const GET = route({ query: ZPageQuery }, async ({ query, locale }) => {
  const { total, rows } = await listAnnouncements(locale, query.pageNum, query.pageSize);
  return paged(total, rows);
});

export * from "@/lib/api/method-not-allowed";
