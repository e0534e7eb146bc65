"use client";

import { useTranslations } from "next-intl";
import { STATUS_FILTERS } from "../../_orders/status-filters";
import type { OrderCounts } from "../../_orders/types";

type Props = {
  value: number | undefined;
  counts: OrderCounts | undefined;
  onPick: (value: number | undefined) => void;
  /** "row": a scrolling strip above the list; "grid": the status popup */
  layout: "row" | "grid";
};

/** The status groups of SPEC §4 with their counts (SPEC §3 orderCount), as tabs or in the popup. */
export function StatusChips({ value, counts, onPick, layout }: Props) {
  const t = useTranslations("orderPage.status");
  return (
    <ul
      className={
        layout === "row"
          ? "-mx-4 flex gap-2 overflow-x-auto px-4 pb-1"
          : "grid grid-cols-2 gap-2 sm:grid-cols-3"
      }
      role="tablist"
      aria-orientation={layout === "row" ? "horizontal" : undefined}
    >
      {STATUS_FILTERS.map((f) => {
        const active = f.value === value;
        const count = f.count && counts ? counts[f.count] : undefined;
        return (
          <li key={f.key} className="shrink-0">
            <button
              type="button"
              role="tab"
              aria-selected={active}
              data-status={f.value ?? "all"}
              onClick={() => onPick(f.value)}
              className={`flex w-full items-center justify-between gap-1.5 whitespace-nowrap rounded-full border px-3 py-1.5 text-sm ${
                active
                  ? "border-brand bg-orange-50 font-semibold text-brand"
                  : "border-slate-200 bg-white text-slate-700"
              }`}
            >
              {t(f.key)}
              {count !== undefined && (
                <span
                  data-testid={`count-${f.key}`}
                  className={`rounded-full px-1.5 text-xs ${count ? "bg-brand text-white" : "bg-slate-100 text-slate-500"}`}
                >
                  {count}
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
