import { ok } from "@/lib/api/envelope";
import { staffRoute } from "@/lib/api/staff-route";
import { ZGuideCreate } from "@/lib/validation/content";
import { createGuide } from "@/lib/content/guide-desk";

export const POST = staffRoute("content.edit", { body: ZGuideCreate }, async ({ actor, body }) =>
  ok(await createGuide(actor, body), "staff.content.created"),
);

export * from "@/lib/api/method-not-allowed";
