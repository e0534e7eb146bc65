import { ok } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { staffContentAnnouncementStatus } from "@/lib/api/endpoints/staffContent";
import { changeAnnouncementStatus } from "@/lib/content/announcement-desk";

export const POST = serve(staffContentAnnouncementStatus, async ({ actor, body }) =>
  ok(await changeAnnouncementStatus(actor, body), `staff.content.moved.${body.to}`),
);

export * from "@/lib/api/method-not-allowed";
