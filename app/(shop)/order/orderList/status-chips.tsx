"use client";

import { useTranslations } from "next-intl";
import { CountTab } from "../../../_components/count-tabs";
import { STATUS_FILTERS } from "../../../_orders/status-filters";
import type { OrderCounts } from "../../../_orders/types";

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
      {STATUS_FILTERS.map((f) => (
        <CountTab
          key={f.key}
          status={f.value}
          label={t(f.key)}
          count={f.count && counts ? counts[f.count] : undefined}
          countTestId={`count-${f.key}`}
          active={f.value === value}
          onPick={() => onPick(f.value)}
          wide
        />
      ))}
    </ul>
  );
}
