import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { staffTeamRoles } from "@/lib/api/endpoints/staff";
import { changeStaffRoles } from "@/lib/staff/team";

export const POST = serve(staffTeamRoles, async ({ actor, body }) => {
  await changeStaffRoles(actor, body);
  return ok(undefined, "staff.rolesChanged");
});

export * from "@/lib/api/method-not-allowed";
