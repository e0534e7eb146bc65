import { cookies, headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { MESSAGES } from "./messages";
import { LOCALE_COOKIE, isLocale, resolveLocale } from "./locales";

// No locale in the path (SPEC §2): the cookie wins, then the browser's Accept-Language.
export default getRequestConfig(async () => {
  const fromCookie = (await cookies()).get(LOCALE_COOKIE)?.value;
  const locale = isLocale(fromCookie) ? fromCookie : resolveLocale((await headers()).get("accept-language"));
  return { locale, messages: MESSAGES[locale] };
});
