import { paged } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { staffContentAnnouncements } from "@/lib/api/endpoints/staffContent";
import { listDeskAnnouncements } from "@/lib/content/announcement-desk";

export const GET = serve(staffContentAnnouncements, async ({ query, locale }) => {
  const { total, rows } = await listDeskAnnouncements(query, locale);
  return paged(total, rows);
});

export * from "@/lib/api/method-not-allowed";
