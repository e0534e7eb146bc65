"use client";

import { useTranslations } from "next-intl";

type Props = { ordered: number; arrived: number; checked: number; passed: number; bad: number };

/**
 * A line's pieces at the warehouse (docs/warehouse.md): ordered, arrived, passed, defective, not yet
 * inspected, and missing — a short arrival stands out.
 */
export function LineCounts({ ordered, arrived, checked, passed, bad }: Props) {
  const t = useTranslations("orderPage.counts");
  const missing = Math.max(0, ordered - arrived);
  const uninspected = Math.max(0, arrived - checked);
  const items: { key: string; value: number; tone: string }[] = [
    { key: "ordered", value: ordered, tone: "bg-slate-100 text-slate-700" },
    { key: "arrived", value: arrived, tone: "bg-slate-100 text-slate-700" },
    { key: "passed", value: passed, tone: "bg-emerald-50 text-emerald-800" },
    {
      key: "bad",
      value: bad,
      tone: bad ? "bg-rose-100 text-rose-800 font-semibold" : "bg-slate-100 text-slate-700",
    },
  ];
  if (uninspected) items.push({ key: "uninspected", value: uninspected, tone: "bg-sky-50 text-sky-800" });
  if (missing)
    items.push({ key: "missing", value: missing, tone: "bg-amber-100 text-amber-900 font-semibold" });
  return (
    <dl className="flex flex-wrap gap-1.5 text-xs" data-testid="line-counts">
      {items.map((i) => (
        <div key={i.key} className={`flex gap-1 rounded-full px-2 py-0.5 ${i.tone}`} data-count={i.key}>
          <dt>{t(i.key)}</dt>
          <dd className="tabular-nums">{t("pieces", { count: i.value })}</dd>
        </div>
      ))}
    </dl>
  );
}
