"use client";

import { useTranslations } from "next-intl";
import { formatYen } from "@/lib/format";

/** Whole yen with thousands separators ("1,234円" / "1,234 yen" …): the one way a yen amount is shown. */
export function Yen({ amount, className, testId }: { amount: number; className?: string; testId?: string }) {
  const t = useTranslations("common");
  return (
    <span className={className} data-testid={testId}>
      {t("yen", { amount: formatYen(amount) })}
    </span>
  );
}

/** A ledger amount: "+1,000円" in green for credits, "−1,000円" in red for debits. */
export function SignedYen({ amount }: { amount: number }) {
  const t = useTranslations("common");
  const sign = amount > 0 ? "+" : amount < 0 ? "−" : "";
  const tone = amount > 0 ? "text-emerald-700" : amount < 0 ? "text-rose-600" : "text-slate-600";
  return (
    <span className={`font-semibold tabular-nums ${tone}`} data-testid="record-amount">
      {sign}
      {t("yen", { amount: formatYen(Math.abs(amount)) })}
    </span>
  );
}
