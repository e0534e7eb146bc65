import { ok } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { staffContentAnnouncementCreate } from "@/lib/api/endpoints/staffContent";
import { createAnnouncement } from "@/lib/content/announcement-desk";

export const POST = serve(staffContentAnnouncementCreate, async ({ actor, body }) =>
  ok(await createAnnouncement(actor, body), "staff.content.created"),
);

export * from "@/lib/api/method-not-allowed";
