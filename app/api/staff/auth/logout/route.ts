import { serve } from "@/lib/api/serve";
import { ok, withCookies } from "@/lib/api/envelope";
import { staffLogout } from "@/lib/api/endpoints/staff";
import { clearedStaffSessionCookie, endStaffSession } from "@/lib/staff/session";

export const POST = serve(staffLogout, async ({ req, staff }) => {
  await endStaffSession(staff.sessionId);
  return withCookies(ok(undefined, "staff.signedOut"), clearedStaffSessionCookie(req));
});

export * from "@/lib/api/method-not-allowed";
