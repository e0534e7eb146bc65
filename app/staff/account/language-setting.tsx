"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { LOCALES, LOCALE_LABELS, type Locale } from "@/lib/i18n/locales";
import { useFormAction } from "@/app/_components/use-form-action";

/** The console speaks the member's own language, kept on their account (not the shop's language cookie). */
export function LanguageSetting({ current }: { current: Locale }) {
  const { call, busy, t } = useFormAction();
  const [language, setLanguage] = useState<Locale>(current);
  const router = useRouter();
  async function save(e: React.FormEvent) {
    e.preventDefault();
    if (await call("/staff/account/language", { method: "POST", body: { language } })) router.refresh();
  }
  return (
    <form onSubmit={save} className="flex items-end gap-2">
      <label className="flex flex-col gap-1 text-sm">
        {t("staff.account.language")}
        <select className="input" value={language} onChange={(e) => setLanguage(e.target.value as Locale)}>
          {LOCALES.map((l) => (
            <option key={l} value={l}>
              {LOCALE_LABELS[l]}
            </option>
          ))}
        </select>
      </label>
      <button className="btn-primary w-auto" type="submit" disabled={busy}>
        {t("staff.account.save")}
      </button>
    </form>
  );
}
