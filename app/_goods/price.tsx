"use client";

import { useTranslations } from "next-intl";
import { useRate, yenText, yuanInYen, yuanText } from "@/lib/client/rate";

/**
 * A price from the source platform: yen with the day's rate (rounded up, thousands separators) and the
 * yuan amount with 2 decimals (SPEC §1). `from`: the lowest of several prices, marked on the yen
 * ("1,234円〜", "from ¥1,234").
 */
export function YenYuan({
  yuan,
  size = "md",
  from = false,
  className = "",
}: {
  yuan: number;
  size?: "md" | "lg";
  from?: boolean;
  className?: string;
}) {
  const t = useTranslations();
  const rate = useRate();
  const yen = yuanInYen(yuan, rate.data?.rate);
  return (
    <span className={`inline-flex flex-wrap items-baseline gap-x-1.5 ${className}`}>
      <span
        className={`font-bold tabular-nums text-brand ${size === "lg" ? "text-2xl" : "text-base"}`}
        data-testid="price-yen"
      >
        {yen === undefined
          ? rate.isError
            ? "—"
            : "…"
          : from
            ? t("common.priceFrom", { price: t("common.yen", { amount: yenText(yen) }) })
            : t("common.yen", { amount: yenText(yen) })}
      </span>
      <span
        className={`tabular-nums text-slate-500 ${size === "lg" ? "text-sm" : "text-xs"}`}
        data-testid="price-yuan"
      >
        {t("search.yuan", { amount: yuanText(yuan) })}
      </span>
    </span>
  );
}
