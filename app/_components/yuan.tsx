"use client";

import { useTranslations } from "next-intl";
import { formatNumber } from "@/lib/format";

/** Yuan with 2 decimals (SPEC §1: the yuan display keeps 2 decimals). */
export function Yuan({ amount, className }: { amount: number; className?: string }) {
  const t = useTranslations("orderPage");
  return <span className={className}>{t("yuan", { amount: formatNumber(amount, 2) })}</span>;
}
