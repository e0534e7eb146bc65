import { NextResponse, type NextRequest } from "next/server";
import { SESSION_COOKIE } from "@/lib/auth/session-cookie-names";
import { env } from "@/lib/env";
import { pageSecurityHeaders } from "@/lib/http/security-headers";
import {
  CONSOLE_HEADER,
  CONSOLE_PATH_HEADER,
  CONSOLE_STAFF,
  STAFF_PUBLIC_PAGES,
  STAFF_SESSION_COOKIE,
} from "@/lib/staff/names";

/** SPEC §2 guards: these screens need a token; without one they go to /login with a flag and a way back. */
const NEEDS_LOGIN = [
  "/mycart",
  "/cart/submit",
  "/cart/success",
  "/userCenter",
  "/user/",
  "/order/",
  "/feedback/",
  "/account/",
  "/accountEcords",
  "/pay/status",
  "/userSafe",
  "/upDataEmail",
  "/upDataPassWord",
  "/bundle",
  "/pay-status",
  "/upDateAddress",
  "/changeAddress",
  "/changePersonAddress",
  "/msgDetails",
  "/messageSend",
  "/apply-goods",
  "/batch/",
  "/shipment",
  "/batchManage",
  "/batchDetails",
  "/batchDetails-details",
  "/batchBill",
  "/batchBill-details",
  "/packingList",
  "/auxiliaryMaterialManagement",
];

/** Each page answer carries the security headers; the CSP's nonce reaches Next.js through the request. */
function withSecurityHeaders(
  req: NextRequest,
  respond: (requestHeaders: Headers) => NextResponse,
  options: { framesOwnFiles?: boolean } = {},
) {
  const security = pageSecurityHeaders(
    req.nextUrl.protocol === "https:" || env().APP_URL.startsWith("https:"),
    options,
  );
  const requestHeaders = new Headers(req.headers);
  requestHeaders.set("content-security-policy", security.get("content-security-policy")!);
  const response = respond(requestHeaders);
  security.forEach((value, key) => response.headers.set(key, value));
  return response;
}

/** The staff console: its pages need a staff session (its own cookie), and render in the console's frame. */
function staffConsole(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  if (!STAFF_PUBLIC_PAGES.includes(pathname) && !req.cookies.get(STAFF_SESSION_COOKIE)?.value) {
    const url = req.nextUrl.clone();
    url.pathname = "/staff/login";
    url.search = `?redirect=${encodeURIComponent(pathname + search)}`;
    return withSecurityHeaders(req, () => NextResponse.redirect(url));
  }
  return withSecurityHeaders(
    req,
    (headers) => {
      headers.set(CONSOLE_HEADER, CONSOLE_STAFF);
      headers.set(CONSOLE_PATH_HEADER, pathname + search);
      return NextResponse.next({ request: { headers } });
    },
    { framesOwnFiles: true },
  );
}

export default function proxy(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  if (pathname === "/staff" || pathname.startsWith("/staff/")) return staffConsole(req);
  const guarded = NEEDS_LOGIN.some((p) => (p.endsWith("/") ? pathname.startsWith(p) : pathname === p));
  if (guarded && !req.cookies.get(SESSION_COOKIE)?.value) {
    const url = req.nextUrl.clone();
    url.pathname = "/login";
    url.search = `?flag=1&redirect=${encodeURIComponent(pathname + search)}`;
    return withSecurityHeaders(req, () => NextResponse.redirect(url));
  }
  return withSecurityHeaders(req, (headers) => {
    headers.delete(CONSOLE_HEADER);
    headers.delete(CONSOLE_PATH_HEADER);
    return NextResponse.next({ request: { headers } });
  });
}

// API routes stay out of the proxy (they answer 401 envelopes themselves, their headers come from
// next.config.js); so do static files.
export const config = { matcher: ["/((?!api|_next|favicon.ico|.*\\.[a-z0-9]+$).*)"] };
