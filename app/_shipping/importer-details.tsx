"use client";

import { useTranslations } from "next-intl";

type Importer = {
  importerName: string;
  customsCode: string;
  naccsAccount: string | null;
  corporateId: string | null;
  phone: string;
  email: string | null;
  postalCode: string;
  address: string;
};

/** The importer stored on a packing list: name, customs code, NACCS account, corporate id, contact. */
export function ImporterDetails({ p }: { p: Importer }) {
  const t = useTranslations("clearance");
  const rows: [string, string | null][] = [
    [t("customsCode"), p.customsCode],
    [t("naccsAccountShort"), p.naccsAccount],
    [t("corporateIdShort"), p.corporateId],
    [t("phone"), p.phone],
    [t("emailShort"), p.email],
  ];
  return (
    <div className="flex min-w-0 flex-col gap-2" data-testid="importer">
      <p className="break-words font-semibold">{p.importerName}</p>
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
    </div>
  );
}
