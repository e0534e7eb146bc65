import { paged } from "@/lib/api/envelope";
import { staffRoute } from "@/lib/api/staff-route";
import { ZAnnouncementDeskQuery } from "@/lib/validation/content";
import { listDeskAnnouncements } from "@/lib/content/announcement-desk";

export const GET = staffRoute(
  "content.edit",
  { query: ZAnnouncementDeskQuery },
  async ({ query, locale }) => {
    const { total, rows } = await listDeskAnnouncements(query, locale);
    return paged(total, rows);
  },
);

export * from "@/lib/api/method-not-allowed";
