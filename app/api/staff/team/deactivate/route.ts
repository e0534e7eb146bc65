import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { staffTeamDeactivate } from "@/lib/api/endpoints/staff";
import { deactivateStaff } from "@/lib/staff/team";

export const POST = serve(staffTeamDeactivate, async ({ actor, body }) => {
  await deactivateStaff(actor, body);
  return ok(undefined, "staff.deactivated");
});

export * from "@/lib/api/method-not-allowed";
