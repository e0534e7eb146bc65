"use client";

import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { queryKeyOf, request } from "@/lib/client/endpoint";
import { accountCaptcha } from "@/lib/client/endpoints";
import type { Locale } from "@/lib/i18n/locales";

/**
 * Graphic captcha (img base64 + uuid). Each one is single use: `refresh` loads the next. `enabled: false`
 * loads none (the login form asks for one only when the server wants it).
 */
export function useCaptcha(enabled = true) {
  const locale = useLocale() as Locale;
  const [generation, setGeneration] = useState(0);
  const query = useQuery({
    queryKey: queryKeyOf(accountCaptcha, generation),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    queryFn: async () => {
      const { img, uuid } = await request(accountCaptcha, {}, { locale });
      return { img, uuid };
    },
  });
  return { img: query.data?.img, uuid: query.data?.uuid ?? "", refresh: () => setGeneration((g) => g + 1) };
}

export function CaptchaImage({ img, onRefresh }: { img?: string; onRefresh: () => void }) {
  const t = useTranslations("register");
  return (
    <button type="button" onClick={onRefresh} title={t("captchaRefresh")} className="h-10 w-28 shrink-0">
      {img ? (
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={`data:image/png;base64,${img}`}
          alt={t("captchaRefresh")}
          className="h-10 w-28 rounded border"
        />
      ) : (
        <span className="block h-10 w-28 animate-pulse rounded bg-slate-200" />
      )}
    </button>
  );
}
