"use client";

import { useTranslations } from "next-intl";
import { CodeLabel } from "../../_problems/problem-labels";
import type { ProblemStats } from "../../_problems/problem-api";
import { PROCESS_TABS } from "../../_problems/problem-filters";

type Props = {
  value: number | undefined;
  stats: ProblemStats | undefined;
  onPick: (value: number | undefined) => void;
};

/** All / pending / in process / processed / cancelled, each with its count (getStatisticalNum). */
export function ProcessTabs({ value, stats, onPick }: Props) {
  const t = useTranslations("problemPage");
  return (
    <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1" role="tablist" aria-label={t("statusTabs")}>
      {PROCESS_TABS.map((tab) => {
        const active = tab.value === value;
        const count = stats ? Number(stats[tab.count]) : undefined;
        return (
          <li key={tab.count} className="shrink-0">
            <button
              type="button"
              role="tab"
              aria-selected={active}
              data-status={tab.value ?? "all"}
              onClick={() => onPick(tab.value)}
              className={`flex items-center gap-1.5 whitespace-nowrap rounded-full border px-3 py-1.5 text-sm ${
                active
                  ? "border-brand bg-orange-50 font-semibold text-brand"
                  : "border-slate-200 bg-white text-slate-700"
              }`}
            >
              {tab.value === undefined ? (
                t("all")
              ) : (
                <CodeLabel group="problemProcessStatus" code={tab.value} />
              )}
              {count !== undefined && (
                <span
                  data-testid={`count-${tab.count}`}
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
