"use client";

import { useTranslations } from "next-intl";

/** Hours this close to the promise show in amber; past it, red (SPEC §9: an answer within 24 hours). */
const SOON_MINUTES = 4 * 60;

/** The time left to the 24-hour promise of a waiting thread, or how far past it the thread is. */
export function PromiseBadge({ minutesLeft, overdue }: { minutesLeft: number; overdue: boolean }) {
  const t = useTranslations("staff.messages");
  const span = Math.abs(minutesLeft);
  const values = { hours: Math.floor(span / 60), minutes: span % 60 };
  const tone = overdue
    ? "bg-red-600 text-white"
    : minutesLeft <= SOON_MINUTES
      ? "bg-amber-100 text-amber-900 ring-1 ring-amber-300"
      : "bg-slate-100 text-slate-700";
  return (
    <span
      className={`inline-block whitespace-nowrap rounded px-2 py-0.5 text-xs font-semibold ${tone}`}
      data-testid="reply-promise"
      data-overdue={overdue ? "true" : "false"}
    >
      {overdue ? t("overdue", values) : t("timeLeft", values)}
    </span>
  );
}
