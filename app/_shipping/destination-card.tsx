"use client";

import { useTranslations } from "next-intl";
import { AddressCard } from "../_orders/address-card";
import { ImporterDetails } from "./importer-details";
import type { ContainerDetail } from "./shipping-api";

/** Where the packing list goes (the address, or the Amazon site with the FBA shipment) and its importer. */
export function DestinationCard({ container: c }: { container: ContainerDetail }) {
  const t = useTranslations("shipmentPage");
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
      <section className="card flex flex-col gap-2" data-testid="container-destination">
        <h2 className="font-bold">{t("destinationTitle")}</h2>
        {c.destination === "fba" ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
            <dt className="text-slate-500">{t("amazonSite")}</dt>
            <dd>{c.amazonSite ? `${c.amazonSite.siteNameEn} (${c.amazonSite.marketplace})` : "-"}</dd>
            <dt className="text-slate-500">{t("fbaShipmentId")}</dt>
            <dd className="break-all font-mono" data-testid="fba-shipment-id">
              {c.fbaShipmentId ?? "-"}
            </dd>
            <dt className="text-slate-500">{t("fbaCentre")}</dt>
            <dd className="font-mono">{c.fbaWarehouseCode ?? "-"}</dd>
          </dl>
        ) : c.address ? (
          <AddressCard address={c.address} />
        ) : (
          <p className="text-sm text-slate-500">{t("addressGone")}</p>
        )}
      </section>
      <section className="card flex flex-col gap-2">
        <h2 className="font-bold">{t("importerTitle")}</h2>
        {c.clearancePerson ? (
          <ImporterDetails p={c.clearancePerson} />
        ) : (
          <p className="text-sm text-slate-500">{t("importerGone")}</p>
        )}
      </section>
    </div>
  );
}
