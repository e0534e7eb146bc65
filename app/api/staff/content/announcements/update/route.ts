import { ok } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { staffContentAnnouncementUpdate } from "@/lib/api/endpoints/staffContent";
import { updateAnnouncement } from "@/lib/content/announcement-desk";

export const POST = serve(staffContentAnnouncementUpdate, async ({ actor, body }) =>
  ok(await updateAnnouncement(actor, body), "staff.saved"),
);

export * from "@/lib/api/method-not-allowed";
