"use client";

import { useTranslations } from "next-intl";
import { CONTAINER_STATUS as S, labelKeyOf } from "@/lib/codes";

type Group = "containerStatus" | "shippingMode" | "storageType";

/** The localized label of a code (codes.<group>.*); an unknown code shows as its number. */
export function ShippingCode({ group, code }: { group: Group; code: number }) {
  const t = useTranslations();
  const key = labelKeyOf(group, code);
  return <>{key ? t(key) : String(code)}</>;
}

/** Waiting for the seller stands out (amber), moving (sky), done (green), cancelled (grey). */
const TONE: Readonly<Record<number, string>> = {
  [S.AWAITING_CONFIRMATION]: "bg-sky-100 text-sky-800",
  [S.AWAITING_PACKING]: "bg-sky-100 text-sky-800",
  [S.PACKING]: "bg-sky-100 text-sky-800",
  [S.PACKED]: "bg-sky-100 text-sky-800",
  [S.AWAITING_PAYMENT]: "bg-amber-100 text-amber-800",
  [S.AWAITING_DISPATCH]: "bg-indigo-100 text-indigo-800",
  [S.DISPATCHED]: "bg-emerald-100 text-emerald-800",
  [S.CANCELLED]: "bg-slate-100 text-slate-600",
};

export function ContainerStatusBadge({ status }: { status: number }) {
  return (
    <span
      data-testid="container-status"
      data-status={status}
      className={`shrink-0 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONE[status] ?? "bg-slate-100 text-slate-600"}`}
    >
      <ShippingCode group="containerStatus" code={status} />
    </span>
  );
}
