"use client";

import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { LOCALES, LOCALE_COOKIE, LOCALE_LABELS, isLocale, type Locale } from "@/lib/i18n/locales";
import { setCookie } from "@/lib/client/cookies";
import { whenIdle } from "@/lib/client/when-idle";

/** Language kept in a cookie (for server rendering) and localStorage (SPEC §1), sent as Accept-Language. */
export function LanguageSwitcher() {
  const locale = useLocale() as Locale;
  const t = useTranslations("nav");
  const router = useRouter();

  // A language stored by an earlier visit wins over the browser's default; read once the page is live.
  useEffect(() => {
    document.documentElement.lang = locale;
    return whenIdle(() => {
      const stored = localStorage.getItem(LOCALE_COOKIE);
      if (isLocale(stored) && stored !== locale) {
        setCookie(LOCALE_COOKIE, stored, 365);
        router.refresh();
      } else if (!stored) {
        localStorage.setItem(LOCALE_COOKIE, locale);
      }
    });
  }, [locale, router]);

  function change(next: Locale) {
    localStorage.setItem(LOCALE_COOKIE, next);
    setCookie(LOCALE_COOKIE, next, 365);
    router.refresh();
  }

  return (
    <label className="flex items-center gap-1 text-sm">
      <span className="sr-only">{t("language")}</span>
      <select
        aria-label={t("language")}
        className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm"
        value={locale}
        onChange={(e) => change(e.target.value as Locale)}
      >
        {LOCALES.map((l) => (
          <option key={l} value={l}>
            {LOCALE_LABELS[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
