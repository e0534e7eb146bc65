"use client";

import { useTranslations } from "next-intl";
import { CUSTOMER_STATUS, labelKeyOf } from "@/lib/codes";

type Group =
  | "customerStatus"
  | "memberTier"
  | "orderStatus"
  | "containerStatus"
  | "problemProcessStatus"
  | "monthlyPurchaseBand";

/** The localized label of a code (codes.<group>.*); an unknown code shows as its number. */
export function CodeText({ group, code }: { group: Group; code: number }) {
  const t = useTranslations();
  const key = labelKeyOf(group, code);
  return <>{key ? t(key) : String(code)}</>;
}

const TONE: Readonly<Record<number, string>> = {
  [CUSTOMER_STATUS.ACTIVE]: "bg-emerald-100 text-emerald-800",
  [CUSTOMER_STATUS.RESTRICTED]: "bg-amber-100 text-amber-800",
  [CUSTOMER_STATUS.DISABLED]: "bg-rose-100 text-rose-700",
};

export function CustomerStatusBadge({ status }: { status: number }) {
  return (
    <span
      data-testid="customer-status"
      className={`whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONE[status] ?? "bg-slate-100 text-slate-600"}`}
    >
      <CodeText group="customerStatus" code={status} />
    </span>
  );
}
