"use client";

import { useTranslations } from "next-intl";
import { CountTab, CountTabs } from "../../../_components/count-tabs";
import { CodeLabel } from "../../../_problems/problem-labels";
import type { ProblemStats } from "../../../_problems/problem-api";
import { PROCESS_TABS } from "../../../_problems/problem-filters";

type Props = {
  value: number | undefined;
  stats: ProblemStats | undefined;
  onPick: (value: number | undefined) => void;
};

/** All / pending / in process / processed / cancelled, each with its count (getStatisticalNum). */
export function ProcessTabs({ value, stats, onPick }: Props) {
  const t = useTranslations("problemPage");
  return (
    <CountTabs label={t("statusTabs")}>
      {PROCESS_TABS.map((tab) => (
        <CountTab
          key={tab.count}
          status={tab.value}
          label={
            tab.value === undefined ? t("all") : <CodeLabel group="problemProcessStatus" code={tab.value} />
          }
          count={stats ? Number(stats[tab.count]) : undefined}
          countTestId={`count-${tab.count}`}
          active={tab.value === value}
          onPick={() => onPick(tab.value)}
        />
      ))}
    </CountTabs>
  );
}
