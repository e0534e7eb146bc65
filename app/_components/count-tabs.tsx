"use client";

import type { ReactNode } from "react";

/** A scrolling strip of status tabs above a list, reaching to the screen's edges on a phone. */
export function CountTabs({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1" role="tablist" aria-label={label}>
      {children}
    </ul>
  );
}

type Props = {
  /** the status code the tab filters by; undefined is "all" */
  status: number | undefined;
  label: ReactNode;
  /** undefined while the counts load (no badge) */
  count: number | undefined;
  countTestId: string;
  active: boolean;
  onPick: () => void;
  /** fills its cell with the count at the far end (the order list's strip and popup) */
  wide?: boolean;
};

/** One status tab with its count; a count above zero stands out. */
export function CountTab({ status, label, count, countTestId, active, onPick, wide }: Props) {
  return (
    // presentation: the tab list's children are its tabs, the list markup only lays them out
    <li className="shrink-0" role="presentation">
      <button
        type="button"
        role="tab"
        aria-selected={active}
        data-status={status ?? "all"}
        onClick={onPick}
        className={`flex ${wide ? "w-full justify-between " : ""}items-center gap-1.5 whitespace-nowrap rounded-full border px-3 py-1.5 text-sm ${
          active
            ? "border-brand bg-orange-50 font-semibold text-brand"
            : "border-slate-200 bg-white text-slate-700"
        }`}
      >
        {label}
        {count !== undefined && (
          <span
            data-testid={countTestId}
            className={`rounded-full px-1.5 text-xs ${count ? "bg-brand text-white" : "bg-slate-100 text-slate-600"}`}
          >
            {count}
          </span>
        )}
      </button>
    </li>
  );
}
