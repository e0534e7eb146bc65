import { paged } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { staffContentGuides } from "@/lib/api/endpoints/staffContent";
import { listDeskGuides } from "@/lib/content/guide-desk";

export const GET = serve(staffContentGuides, async ({ query, locale }) => {
  const { total, rows } = await listDeskGuides(query, locale);
  return paged(total, rows);
});

export * from "@/lib/api/method-not-allowed";
