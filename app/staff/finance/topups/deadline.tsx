"use client";

import { useTranslations } from "next-intl";
import type { Json } from "@/lib/api/json";
import { REVIEW_STATUS } from "@/lib/codes";
import type { DeskTopUpView } from "@/lib/wallet/finance-desk";
import { hoursMinutes } from "../_components/duration";

/**
 * Where a request stands against its 24-hour deadline: time left (amber in the last 3 hours), past it, or
 * "slip received" (a request with its slip waits for finance however long that takes; past the deadline, in red).
 */
export function Deadline({ row }: { row: Json<DeskTopUpView> }) {
  const t = useTranslations("staff.finance.topUps");
  if (row.reviewStatus !== REVIEW_STATUS.AWAITING_TOP_UP)
    return <span className="text-slate-600">{row.reviewStatusLabel}</span>;
  // Past the deadline with its slip: finance is late (the dashboard counts it as overdue).
  if (row.deadlineLeftMs === null)
    return row.slipPastDeadline ? (
      <span className="font-semibold text-rose-700" data-testid="topup-deadline">
        {t("slipReceivedLate")}
      </span>
    ) : (
      <span className="text-emerald-700" data-testid="topup-deadline">
        {t("slipReceived")}
      </span>
    );
  const left = hoursMinutes(row.deadlineLeftMs);
  if (row.deadlineLeftMs <= 0)
    return (
      <span className="font-semibold text-rose-700" data-testid="topup-deadline">
        {t("overdue", left)}
      </span>
    );
  const near = row.deadlineLeftMs < 3 * 3_600_000;
  return (
    <span className={near ? "font-semibold text-amber-700" : "text-slate-700"} data-testid="topup-deadline">
      {t("timeLeft", left)}
    </span>
  );
}
