"use client";

import { useTranslations } from "next-intl";
import { LOCALES, LOCALE_LABELS, type Locale } from "@/lib/i18n/locales";

/** The language a staff member's console speaks: chosen on their account page, or by the owner who invites them. */
export function LanguageSelect({ value, onChange }: { value: Locale; onChange: (language: Locale) => void }) {
  const t = useTranslations();
  return (
    <label className="flex flex-col gap-1 text-sm">
      {t("staff.account.language")}
      <select className="input" value={value} onChange={(e) => onChange(e.target.value as Locale)}>
        {LOCALES.map((l) => (
          <option key={l} value={l}>
            {LOCALE_LABELS[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
