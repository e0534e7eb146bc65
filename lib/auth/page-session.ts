import { cache } from "react";
import { cookies } from "next/headers";
import { SESSION_COOKIE } from "./session-cookie-names";
import { authenticate, type AuthSession } from "./session";

/**
 * The signed-in seller of a page being rendered on the server (the HttpOnly session cookie), or null. Pages
 * use it to render a seller's first rows with the screen; the API checks every request itself. Checked once
 * per request: the shop's frame (app/_components/first-session.ts) and the screen both ask for it.
 */
export const pageSession = cache(async (): Promise<AuthSession | null> => {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  return token ? authenticate(token) : null;
});
