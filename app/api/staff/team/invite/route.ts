import { ok } from "@/lib/api/envelope";
import { staffRoute } from "@/lib/api/staff-route";
import { ZStaffInvite } from "@/lib/validation/staff";
import { inviteStaff } from "@/lib/staff/team";

export const POST = staffRoute("staff.manage", { body: ZStaffInvite }, async ({ actor, body }) =>
  ok(await inviteStaff(actor, body), "staff.invited"),
);

export * from "@/lib/api/method-not-allowed";
