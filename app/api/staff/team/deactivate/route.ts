import { ok } from "@/lib/api/envelope";
import { staffRoute } from "@/lib/api/staff-route";
import { ZStaffDeactivate } from "@/lib/validation/staff";
import { deactivateStaff } from "@/lib/staff/team";

export const POST = staffRoute("staff.manage", { body: ZStaffDeactivate }, async ({ actor, body }) => {
  await deactivateStaff(actor, body);
  return ok(undefined, "staff.deactivated");
});

export * from "@/lib/api/method-not-allowed";
