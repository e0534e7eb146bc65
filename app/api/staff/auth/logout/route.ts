import { ok, withCookies } from "@/lib/api/envelope";
import { staffRoute } from "@/lib/api/staff-route";
import { clearedStaffSessionCookie, endStaffSession } from "@/lib/staff/session";

export const POST = staffRoute("account.own", {}, async ({ req, staff }) => {
  await endStaffSession(staff.sessionId);
  return withCookies(ok(undefined, "staff.signedOut"), clearedStaffSessionCookie(req));
});

export * from "@/lib/api/method-not-allowed";
