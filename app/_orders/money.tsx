"use client";

import { useTranslations } from "next-intl";
import { formatNumber, formatYen } from "@/lib/format";

/** Whole yen with thousands separators ("1,234円" / "1,234 yen" …). */
export function Yen({ amount, className }: { amount: number; className?: string }) {
  const t = useTranslations("common");
  return <span className={className}>{t("yen", { amount: formatYen(amount) })}</span>;
}

/** Yuan with 2 decimals (SPEC §1: the yuan display keeps 2 decimals). */
export function Yuan({ amount, className }: { amount: number; className?: string }) {
  const t = useTranslations("orderPage");
  return <span className={className}>{t("yuan", { amount: formatNumber(amount, 2) })}</span>;
}
