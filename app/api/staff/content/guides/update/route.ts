import { ok } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { staffContentGuideUpdate } from "@/lib/api/endpoints/staffContent";
import { updateGuide } from "@/lib/content/guide-desk";

export const POST = serve(staffContentGuideUpdate, async ({ actor, body }) =>
  ok(await updateGuide(actor, body), "staff.saved"),
);

export * from "@/lib/api/method-not-allowed";
