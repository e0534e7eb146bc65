import { ok } from "@/lib/api/envelope";
import { staffRoute } from "@/lib/api/staff-route";
import { ZAnnouncementCreate } from "@/lib/validation/content";
import { createAnnouncement } from "@/lib/content/announcement-desk";

export const POST = staffRoute("content.edit", { body: ZAnnouncementCreate }, async ({ actor, body }) =>
  ok(await createAnnouncement(actor, body), "staff.content.created"),
);

export * from "@/lib/api/method-not-allowed";
