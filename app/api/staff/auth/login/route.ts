import { serve } from "@/lib/api/serve";
import { ok, withCookies } from "@/lib/api/envelope";
import { staffLogin } from "@/lib/api/endpoints/staff";
import { AppError } from "@/lib/errors";
import { cookieUseAllowed } from "@/lib/auth/session-cookie";
import { signInStaff } from "@/lib/staff/sign-in";
import { staffSessionCookie } from "@/lib/staff/session";

/** Staff sign-in (docs/staff.md): only from the console's own page, answered with the staff cookie. */
export const POST = serve(staffLogin, async ({ req, body, ip, userAgent }) => {
  if (!cookieUseAllowed(req)) throw new AppError("CROSS_SITE");
  const token = await signInStaff(body, ip, userAgent);
  return withCookies(ok(undefined, "staff.signedIn"), staffSessionCookie(req, token));
});

export * from "@/lib/api/method-not-allowed";
