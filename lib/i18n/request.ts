import { cookies, headers } from "next/headers";
import { CONSOLE_HEADER, CONSOLE_STAFF, STAFF_SESSION_COOKIE } from "@/lib/staff/names";
import { getRequestConfig } from "next-intl/server";
import { JAPAN_TIME_ZONE } from "@/lib/japan-time";
import { MESSAGES } from "./messages";
import { DEFAULT_LOCALE, LOCALE_COOKIE, isLocale } from "./locales";

// No locale in the path (SPEC §2): the chosen language lives in a cookie; until one is chosen, Japanese (SPEC §1).
export default getRequestConfig(async () => {
  const jar = await cookies();
  const fromCookie = jar.get(LOCALE_COOKIE)?.value;
  let locale = isLocale(fromCookie) ? fromCookie : DEFAULT_LOCALE;
  // A staff member's console speaks the language of their own setting.
  if ((await headers()).get(CONSOLE_HEADER) === CONSOLE_STAFF) {
    const { authenticateStaff } = await import("@/lib/staff/session");
    const staff = await authenticateStaff(jar.get(STAFF_SESSION_COOKIE)?.value);
    if (staff) locale = staff.language;
  }
  // Dates formatted through next-intl read in Japan time like every other date; NextIntlClientProvider
  // (app/layout.tsx) inherits the zone.
  return { locale, messages: MESSAGES[locale], timeZone: JAPAN_TIME_ZONE };
});
