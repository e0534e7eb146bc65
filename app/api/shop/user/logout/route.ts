import { serve } from "@/lib/api/serve";
import { ok, withCookies } from "@/lib/api/envelope";
import { accountLogout } from "@/lib/api/endpoints/accounts";
import { revokeSession } from "@/lib/auth/session";
import { clearedSessionCookie } from "@/lib/auth/session-cookie";

export const POST = serve(accountLogout, async ({ req, auth }) => {
  await revokeSession(auth.sessionId);
  return withCookies(ok(undefined, "api.logoutSuccess"), clearedSessionCookie(req));
});

export * from "@/lib/api/method-not-allowed";
