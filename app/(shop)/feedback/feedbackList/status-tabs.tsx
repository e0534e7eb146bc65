"use client";

import { useTranslations } from "next-intl";
import { FEEDBACK_STATUSES } from "../../../_feedback/feedback-statuses";

/** All / sent / in progress / answered / withdrawn. */
export function StatusTabs({
  value,
  onPick,
}: {
  value: number | undefined;
  onPick: (v: number | undefined) => void;
}) {
  const t = useTranslations("feedbackPage");
  const tabs = [
    { code: undefined, label: t("all") },
    ...FEEDBACK_STATUSES.map((s) => ({ code: s.code, label: t(`status.${s.key}`) })),
  ];
  return (
    <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1" role="tablist" aria-label={t("statusTabs")}>
      {tabs.map((tab) => {
        const active = tab.code === value;
        return (
          <li key={tab.code ?? "all"} className="shrink-0" role="presentation">
            <button
              type="button"
              role="tab"
              aria-selected={active}
              data-status={tab.code ?? "all"}
              onClick={() => onPick(tab.code)}
              className={`whitespace-nowrap rounded-full border px-3 py-1.5 text-sm ${
                active
                  ? "border-brand bg-orange-50 font-semibold text-brand"
                  : "border-slate-200 bg-white text-slate-700"
              }`}
            >
              {tab.label}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
