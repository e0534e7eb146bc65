import { ok } from "@/lib/api/envelope";
import { staffRoute } from "@/lib/api/staff-route";
import { ZStaffRolesChange } from "@/lib/validation/staff";
import { changeStaffRoles } from "@/lib/staff/team";

export const POST = staffRoute("staff.manage", { body: ZStaffRolesChange }, async ({ actor, body }) => {
  await changeStaffRoles(actor, body);
  return ok(undefined, "staff.rolesChanged");
});

export * from "@/lib/api/method-not-allowed";
