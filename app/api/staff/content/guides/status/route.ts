import { ok } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { staffContentGuideStatus } from "@/lib/api/endpoints/staffContent";
import { changeGuideStatus } from "@/lib/content/guide-desk";

export const POST = serve(staffContentGuideStatus, async ({ actor, body }) =>
  ok(await changeGuideStatus(actor, body), `staff.content.moved.${body.to}`),
);

export * from "@/lib/api/method-not-allowed";
