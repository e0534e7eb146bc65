import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { staffTeamRelink } from "@/lib/api/endpoints/staff";
import { sendNewSignInLink } from "@/lib/staff/team";

export const POST = serve(staffTeamRelink, async ({ actor, body }) =>
  ok(await sendNewSignInLink(actor, body), "staff.relinked"),
);

export * from "@/lib/api/method-not-allowed";
