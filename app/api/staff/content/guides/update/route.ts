import { ok } from "@/lib/api/envelope";
import { staffRoute } from "@/lib/api/staff-route";
import { ZGuideUpdate } from "@/lib/validation/content";
import { updateGuide } from "@/lib/content/guide-desk";

export const POST = staffRoute("content.edit", { body: ZGuideUpdate }, async ({ actor, body }) =>
  ok(await updateGuide(actor, body), "staff.saved"),
);

export * from "@/lib/api/method-not-allowed";
