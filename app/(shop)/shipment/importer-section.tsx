"use client";

import Link from "@/app/_components/link";
import { useTranslations } from "next-intl";
import { ClearanceDetails } from "../user/_components/clearance-card";
import type { ClearancePersonRow } from "../user/_components/types";
import { fieldId } from "../../_shipping/use-field-check";

type Props = { person: ClearancePersonRow | undefined; loaded: boolean; invalid: boolean };

/**
 * The importer (clearance person) the packing list is cleared under: chosen for this shipment on
 * /changePersonAddress, else the device's default for shipments. The server stores it on the packing list.
 */
export function ImporterSection({ person, loaded, invalid }: Props) {
  const t = useTranslations("shipmentPage");
  return (
    <section
      id={fieldId("clearancePersonId")}
      tabIndex={-1}
      className={`card flex flex-col gap-3 ${invalid ? "ring-2 ring-rose-300" : ""}`}
      aria-labelledby="shipment-importer"
      data-testid="shipment-importer"
    >
      <h2 id="shipment-importer" className="font-bold">
        {t("importerTitle")}
      </h2>
      {person ? (
        <ClearanceDetails p={person} />
      ) : (
        loaded && <p className="text-sm text-slate-500">{t("noImporter")}</p>
      )}
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <Link href="/changePersonAddress?redirect=/shipment" className="text-brand hover:underline">
          {t(person ? "changeImporter" : "chooseImporter")}
        </Link>
        <Link href="/user/personAddressAdd" className="text-brand hover:underline">
          {t("addImporter")}
        </Link>
      </div>
    </section>
  );
}
