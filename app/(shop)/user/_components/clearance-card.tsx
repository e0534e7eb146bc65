"use client";

import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import type { ClearancePersonRow } from "./types";

type Facts = Pick<
  ClearancePersonRow,
  "customsCode" | "naccsAccount" | "corporateId" | "phone" | "email" | "postalCode" | "address"
>;

/** One clearance person's details (list and picker). */
export function ClearanceDetails({ p, badge }: { p: ClearancePersonRow; badge?: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <div className="flex items-start justify-between gap-2">
        <p className="min-w-0 break-words font-semibold">{p.importerName}</p>
        {badge}
      </div>
      <ClearanceFacts p={p} />
    </div>
  );
}

/**
 * Under the importer's name: the codes and contacts it has (empty ones left out), then its address. Also
 * shows the importer stored on a packing list.
 */
export function ClearanceFacts({ p }: { p: Facts }) {
  const t = useTranslations("clearance");
  const rows: [string, string | null][] = [
    [t("customsCode"), p.customsCode],
    [t("naccsAccountShort"), p.naccsAccount],
    [t("corporateIdShort"), p.corporateId],
    [t("phone"), p.phone],
    [t("emailShort"), p.email],
  ];
  return (
    <>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {rows
          .filter(([, v]) => v)
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-slate-500">{label}</dt>
              <dd className="min-w-0 break-all font-mono text-slate-800">{value}</dd>
            </div>
          ))}
      </dl>
      <address className="text-sm not-italic leading-relaxed text-slate-700">
        <span className="block">〒{p.postalCode}</span>
        <span className="block break-words">{p.address}</span>
      </address>
    </>
  );
}

export function ShipmentDefaultBadge() {
  const t = useTranslations("clearance");
  return (
    <span className="shrink-0 rounded-full bg-orange-100 px-2.5 py-0.5 text-xs font-semibold text-brand">
      {t("shipmentDefault")}
    </span>
  );
}
