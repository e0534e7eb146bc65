import { LIMITS } from "@/lib/codes";
import { env } from "@/lib/env";

import { COOKIE_SESSION_HEADER, COOKIE_SESSION_VALUE, SESSION_COOKIE } from "./session-cookie-names";

/**
 * The shop's own screens keep the session in an HttpOnly cookie that page scripts cannot read
 * (docs/decisions.md "Session"). Other clients keep sending the bearer token of SPEC §7.
 */

function secure(req: Request): boolean {
  return new URL(req.url).protocol === "https:" || env().APP_URL.startsWith("https:");
}

function cookie(req: Request, value: string, maxAgeSec: number): string {
  const parts = [`${SESSION_COOKIE}=${value}`, "Path=/", `Max-Age=${maxAgeSec}`, "HttpOnly", "SameSite=Lax"];
  if (secure(req)) parts.push("Secure");
  return parts.join("; ");
}

export const sessionCookie = (req: Request, token: string) =>
  cookie(req, token, LIMITS.tokenDays * 24 * 3600);
export const clearedSessionCookie = (req: Request) => cookie(req, "", 0);

export const wantsCookieSession = (req: Request) =>
  req.headers.get(COOKIE_SESSION_HEADER) === COOKIE_SESSION_VALUE;

export function sessionCookieOf(req: Request): string | null {
  const header = req.headers.get("cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === SESSION_COOKIE) return rest.join("=") || null;
  }
  return null;
}

function originOf(value: string | null): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * A cookie rides along with requests other sites start, top-level navigations included (SameSite=Lax), and the
 * spec's GET endpoints change things (sendModifyNewEmail, modifyNewEmail, updateAvatar, updateAddress …). So
 * every request, read or change, may use the cookie only when it comes from the shop's own pages: Sec-Fetch-Site
 * same-origin; or, from a browser that does not send it, an Origin equal to the shop's own (the Host it was
 * sent to, or APP_URL) or the `x-session` header of the shop's fetch wrapper (a custom header another site
 * cannot send without a CORS preflight, which the shop never grants).
 */
export function cookieUseAllowed(req: Request): boolean {
  const site = req.headers.get("sec-fetch-site");
  if (site) return site === "same-origin";
  if (wantsCookieSession(req)) return true;
  const origin = originOf(req.headers.get("origin"));
  if (!origin) return false;
  const host = req.headers.get("host");
  const own = new Set([originOf(env().APP_URL), new URL(req.url).origin]);
  if (host) {
    own.add(`http://${host}`);
    own.add(`https://${host}`);
  }
  return own.has(origin);
}
