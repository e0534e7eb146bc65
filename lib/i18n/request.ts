import { cookies, headers } from "next/headers";
import { CONSOLE_HEADER, CONSOLE_PATH_HEADER, CONSOLE_STAFF, STAFF_SESSION_COOKIE } from "@/lib/staff/names";
import { getRequestConfig } from "next-intl/server";
import { JAPAN_TIME_ZONE } from "@/lib/japan-time";
import { MESSAGES } from "./messages";
import { DEFAULT_LOCALE, LOCALE_COOKIE, isLocale } from "./locales";

// No locale in the path (SPEC §2): the chosen language lives in a cookie; until one is chosen, Japanese (SPEC §1).
export default getRequestConfig(async () => {
  const jar = await cookies();
  const fromCookie = jar.get(LOCALE_COOKIE)?.value;
  let locale = isLocale(fromCookie) ? fromCookie : DEFAULT_LOCALE;
  // A staff member's console speaks the language of their own setting; an invitation's page, the language the
  // owner chose for the invited member.
  const head = await headers();
  if (head.get(CONSOLE_HEADER) === CONSOLE_STAFF) {
    const { authenticateStaff } = await import("@/lib/staff/session");
    const staff = await authenticateStaff(jar.get(STAFF_SESSION_COOKIE)?.value);
    if (staff) locale = staff.language;
    else {
      const token = invitationToken(head.get(CONSOLE_PATH_HEADER));
      if (token) {
        const { invitationLanguage } = await import("@/lib/staff/team");
        locale = (await invitationLanguage(token)) ?? locale;
      }
    }
  }
  // Dates formatted through next-intl read in Japan time like every other date; NextIntlClientProvider
  // (app/layout.tsx) inherits the zone.
  return { locale, messages: MESSAGES[locale], timeZone: JAPAN_TIME_ZONE };
});

/** The token of an invitation link's page (/staff/invite?token=…), from the console path the proxy hands on. */
function invitationToken(path: string | null): string | null {
  if (!path?.startsWith("/staff/invite?")) return null;
  return new URLSearchParams(path.slice(path.indexOf("?") + 1)).get("token");
}
