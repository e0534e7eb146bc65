"use client";

import { useTranslations } from "next-intl";
import { ORDER_STATUS } from "@/lib/codes";
import { statusLabelKey } from "./status-filters";

const TONE: Readonly<Record<number, string>> = {
  [ORDER_STATUS.AWAITING_PAYMENT]: "bg-amber-100 text-amber-800",
  [ORDER_STATUS.AWAITING_CONFIRMATION]: "bg-amber-100 text-amber-800",
  [ORDER_STATUS.CANCELLED]: "bg-slate-100 text-slate-600",
  [ORDER_STATUS.CANNOT_PURCHASE]: "bg-rose-100 text-rose-700",
  [ORDER_STATUS.CANNOT_PURCHASE_FINAL]: "bg-rose-100 text-rose-700",
};

/** The localized label of an order status (codes.orderStatus.*); an unknown code shows as its number. */
export function StatusLabel({ status }: { status: number }) {
  const t = useTranslations();
  const key = statusLabelKey(status);
  return <>{key ? t(key) : String(status)}</>;
}

export function StatusBadge({ status }: { status: number }) {
  return (
    <span
      data-testid="order-status"
      // A long label (en-us "Partial destruction awaiting fee") wraps inside the badge instead of pushing
      // the order number beside it onto another line.
      className={`max-w-[45%] rounded-2xl px-2.5 py-0.5 text-right text-xs font-semibold ${TONE[status] ?? "bg-orange-100 text-brand"}`}
    >
      <StatusLabel status={status} />
    </span>
  );
}
