import { paged } from "@/lib/api/envelope";
import { staffRoute } from "@/lib/api/staff-route";
import { ZGuideDeskQuery } from "@/lib/validation/content";
import { listDeskGuides } from "@/lib/content/guide-desk";

export const GET = staffRoute("content.edit", { query: ZGuideDeskQuery }, async ({ query, locale }) => {
  const { total, rows } = await listDeskGuides(query, locale);
  return paged(total, rows);
});

export * from "@/lib/api/method-not-allowed";
