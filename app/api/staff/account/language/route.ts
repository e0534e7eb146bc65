import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { staffLanguage } from "@/lib/api/endpoints/staff";
import { setOwnLanguage } from "@/lib/staff/team";

export const POST = serve(staffLanguage, async ({ actor, body }) => {
  await setOwnLanguage(actor, body.language);
  return ok(undefined, "staff.saved");
});

export * from "@/lib/api/method-not-allowed";
