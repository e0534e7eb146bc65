import { ok } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { staffContentGuideCreate } from "@/lib/api/endpoints/staffContent";
import { createGuide } from "@/lib/content/guide-desk";

export const POST = serve(staffContentGuideCreate, async ({ actor, body }) =>
  ok(await createGuide(actor, body), "staff.content.created"),
);

export * from "@/lib/api/method-not-allowed";
