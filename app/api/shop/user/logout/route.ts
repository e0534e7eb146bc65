import { route } from "@/lib/api/handler";
import { ok, withCookies } from "@/lib/api/envelope";
import { revokeSession } from "@/lib/auth/session";
import { clearedSessionCookie } from "@/lib/auth/session-cookie";

export const POST = route({ auth: true }, async ({ req, auth }) => {
  await revokeSession(auth.sessionId);
  return withCookies(ok(undefined, "api.logoutSuccess"), clearedSessionCookie(req));
});

export * from "@/lib/api/method-not-allowed";
