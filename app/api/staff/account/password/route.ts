import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { staffPassword } from "@/lib/api/endpoints/staff";
import { changeOwnPassword } from "@/lib/staff/own-password";

export const POST = serve(staffPassword, async ({ staff, actor, body, ip }) => {
  await changeOwnPassword(staff, actor, body, ip);
  return ok(undefined, "staff.account.passwordChanged");
});

export * from "@/lib/api/method-not-allowed";
