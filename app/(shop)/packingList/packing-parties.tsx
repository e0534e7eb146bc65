"use client";

import { useTranslations } from "next-intl";
import type { ContainerDetail } from "../../_shipping/shipping-api";

/** Shipper (the agent), destination and importer side by side, as a packing list names them. */
export function PackingParties({ container: c }: { container: ContainerDetail }) {
  const t = useTranslations("shipmentPage");
  const tc = useTranslations("clearance");
  const app = useTranslations("app");
  const a = c.address;
  const p = c.clearancePerson;
  const block = (title: string, lines: (string | null | undefined | false)[], testId: string) => (
    <section className="min-w-0 text-xs leading-relaxed" data-testid={testId}>
      <h2 className="mb-1 border-b border-slate-200 text-[11px] font-semibold uppercase text-slate-500">
        {title}
      </h2>
      {lines.filter(Boolean).map((l, i) => (
        <p key={i} className={`break-words ${i === 0 ? "text-sm font-semibold" : ""}`}>
          {l}
        </p>
      ))}
    </section>
  );
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {block(t("shipper"), [app("name"), app("tagline")], "packing-shipper")}
      {c.destination === "fba"
        ? block(
            t("destinationTitle"),
            [
              c.amazonSite ? `${c.amazonSite.siteNameEn} FBA` : t("toFba"),
              c.fbaShipmentId && `${t("fbaShipmentId")}: ${c.fbaShipmentId}`,
              c.fbaWarehouseCode && `${t("fbaCentre")}: ${c.fbaWarehouseCode}`,
            ],
            "packing-destination",
          )
        : block(
            t("destinationTitle"),
            a ? [a.name, a.companyName, `〒${a.postalCode}`, `${a.regionName} ${a.address}`, a.phone] : ["-"],
            "packing-destination",
          )}
      {block(
        t("importerTitle"),
        p
          ? [
              p.importerName,
              `${tc("customsCode")}: ${p.customsCode}`,
              p.naccsAccount && `${tc("naccsAccountShort")}: ${p.naccsAccount}`,
              p.corporateId && `${tc("corporateIdShort")}: ${p.corporateId}`,
              `〒${p.postalCode} ${p.address}`,
              p.phone,
            ]
          : ["-"],
        "packing-importer",
      )}
    </div>
  );
}
