import { ok } from "@/lib/api/envelope";
import { staffRoute } from "@/lib/api/staff-route";
import { ZAnnouncementUpdate } from "@/lib/validation/content";
import { updateAnnouncement } from "@/lib/content/announcement-desk";

export const POST = staffRoute("content.edit", { body: ZAnnouncementUpdate }, async ({ actor, body }) =>
  ok(await updateAnnouncement(actor, body), "staff.saved"),
);

export * from "@/lib/api/method-not-allowed";
