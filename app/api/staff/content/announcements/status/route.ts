import { ok } from "@/lib/api/envelope";
import { staffRoute } from "@/lib/api/staff-route";
import { ZContentStatusChange } from "@/lib/validation/content";
import { changeAnnouncementStatus } from "@/lib/content/announcement-desk";

export const POST = staffRoute("content.edit", { body: ZContentStatusChange }, async ({ actor, body }) =>
  ok(await changeAnnouncementStatus(actor, body), `staff.content.moved.${body.to}`),
);

export * from "@/lib/api/method-not-allowed";
