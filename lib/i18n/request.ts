import { cookies } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { JAPAN_TIME_ZONE } from "@/lib/japan-time";
import { MESSAGES } from "./messages";
import { DEFAULT_LOCALE, LOCALE_COOKIE, isLocale } from "./locales";

// No locale in the path (SPEC §2): the chosen language lives in a cookie; until one is chosen, Japanese (SPEC §1).
export default getRequestConfig(async () => {
  const fromCookie = (await cookies()).get(LOCALE_COOKIE)?.value;
  const locale = isLocale(fromCookie) ? fromCookie : DEFAULT_LOCALE;
  // Dates formatted through next-intl read in Japan time like every other date; NextIntlClientProvider
  // (app/layout.tsx) inherits the zone.
  return { locale, messages: MESSAGES[locale], timeZone: JAPAN_TIME_ZONE };
});
