import { ok } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { staffContentAnnouncement } from "@/lib/api/endpoints/staffContent";
import { getDeskAnnouncement } from "@/lib/content/announcement-desk";

export const GET = serve(staffContentAnnouncement, async ({ query }) =>
  ok(await getDeskAnnouncement(query.id)),
);

export * from "@/lib/api/method-not-allowed";
