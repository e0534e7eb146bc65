"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { staffLanguage } from "@/lib/client/endpoints";
import type { Locale } from "@/lib/i18n/locales";
import { useFormAction } from "@/app/_components/use-form-action";
import { LanguageSelect } from "../_components/language-select";

/** The console speaks the member's own language, kept on their account (not the shop's language cookie). */
export function LanguageSetting({ current }: { current: Locale }) {
  const { send, busy, t } = useFormAction();
  const [language, setLanguage] = useState<Locale>(current);
  const router = useRouter();
  async function save(e: React.FormEvent) {
    e.preventDefault();
    if (await send(staffLanguage, { body: { language } })) router.refresh();
  }
  return (
    <form onSubmit={save} className="flex items-end gap-2">
      <LanguageSelect value={language} onChange={setLanguage} />
      <button className="btn-primary w-auto" type="submit" disabled={busy}>
        {t("staff.account.save")}
      </button>
    </form>
  );
}
