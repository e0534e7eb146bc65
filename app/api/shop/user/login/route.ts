import { serve } from "@/lib/api/serve";
import { okFields, withCookies } from "@/lib/api/envelope";
import { accountLogin } from "@/lib/api/endpoints/accounts";
import { loginCustomer } from "@/lib/accounts/login-customer";
import { sessionCookie, wantsCookieSession } from "@/lib/auth/session-cookie";

/**
 * SPEC §7 answers the token; the shop's own screens ask for an HttpOnly session cookie instead, and the
 * answer then carries no token a page script could read.
 */
export const POST = serve(accountLogin, async ({ req, body, ip, userAgent, locale }) => {
  const token = await loginCustomer(body, ip, userAgent, locale);
  if (wantsCookieSession(req))
    return withCookies(okFields({}, "api.loginSuccess"), sessionCookie(req, token));
  return okFields({ token, data: { token } }, "api.loginSuccess");
});

export * from "@/lib/api/method-not-allowed";
