"use client";

import { useTranslations } from "next-intl";
import { FEEDBACK_STATUSES } from "./feedback-statuses";

export function FeedbackStatusBadge({ status }: { status: number }) {
  const t = useTranslations("feedbackPage.status");
  const s = FEEDBACK_STATUSES.find((x) => x.code === status);
  return (
    <span
      data-testid="feedback-status"
      className={`shrink-0 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${s?.tone ?? "bg-slate-100"}`}
    >
      {s ? t(s.key) : String(status)}
    </span>
  );
}
