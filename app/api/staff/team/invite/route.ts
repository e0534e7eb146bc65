import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { staffTeamInvite } from "@/lib/api/endpoints/staff";
import { inviteStaff } from "@/lib/staff/team";

export const POST = serve(staffTeamInvite, async ({ actor, body }) =>
  ok(await inviteStaff(actor, body), "staff.invited"),
);

export * from "@/lib/api/method-not-allowed";
