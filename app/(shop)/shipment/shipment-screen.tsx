"use client";

import Link from "@/app/_components/link";
import { useMemo } from "react";
import { useTranslations } from "next-intl";
import { TextInput } from "../../_components/inputs/text-input";
import { effectiveClearancePerson, useDefaultClearancePerson } from "../user/_components/default-clearance";
import { useAddresses } from "../user/_components/use-addresses";
import { useClearancePersons } from "../user/_components/use-clearance-persons";
import {
  effectiveAddress,
  effectiveImporter,
  estimateMaterialNames,
  estimateOf,
  materialCatalog,
} from "../../_shipping/shipment-draft";
import { fieldClass, fieldId, useFieldCheck } from "../../_shipping/use-field-check";
import { useFreeLabels, useJapanSites, useMaterialLists } from "../../_shipping/use-shipment-choices";
import { useShipmentDraft } from "../../_shipping/use-shipment-draft";
import { ChosenLinesSection } from "./chosen-lines-section";
import { DestinationSection } from "./destination-section";
import { EstimateCard } from "./estimate-card";
import { ImporterSection } from "./importer-section";
import { LabelsSection } from "./labels-section";
import { MaterialsSection } from "./materials-section";
import { ModeSection } from "./mode-section";
import { useSubmitShipment } from "./use-submit-shipment";
import { LoadingCards } from "../../_components/skeleton";

/**
 * /shipment (SPEC §2, kept alive: the draft lives in the tab's session storage): the chosen goods, where
 * they go, the importer, air or sea, labels, materials, the live estimate and a remark; submitting creates
 * the packing list and opens its details.
 */
export function ShipmentScreen() {
  const t = useTranslations();
  const { draft, update, clear, ready } = useShipmentDraft();
  const fields = useFieldCheck();
  const { submit, busy, created } = useSubmitShipment(fields, clear);
  const sites = useJapanSites();
  const addresses = useAddresses();
  const persons = useClearancePersons();
  const [defaultPerson] = useDefaultClearancePerson();
  const labels = useFreeLabels();
  const { packing, cases } = useMaterialLists();

  const siteId = draft.amazonSiteId ?? sites.data?.[0]?.id;
  const addressId = effectiveAddress(draft.addressId, addresses.data?.rows ?? []);
  const personId = effectiveImporter(
    draft.clearancePersonId,
    persons.rows,
    persons.complete,
    effectiveClearancePerson(defaultPerson, persons.rows, persons.complete),
  );
  const catalog = useMemo(() => materialCatalog(packing.data, cases.data), [packing.data, cases.data]);
  const estimate = useMemo(() => estimateOf(draft, catalog.prices), [draft, catalog]);

  if (created)
    return (
      <p className="card text-sm text-emerald-700" role="status">
        {t("shipmentPage.created", { containerNo: created.containerNo })}
      </p>
    );
  if (!ready) return <LoadingCards />;
  if (!draft.lines.length)
    return (
      <div className="card flex flex-col items-center gap-3 py-8 text-center" data-testid="shipment-empty">
        <h1 className="text-lg font-bold">{t("shipmentPage.shipmentTitle")}</h1>
        <p className="text-sm text-slate-600">{t("shipmentPage.nothingChosen")}</p>
        <Link href="/apply-goods" className="btn-accent">
          {t("shipmentPage.chooseGoods")}
        </Link>
      </div>
    );

  const onSubmit = () =>
    void submit(
      { ...draft, amazonSiteId: siteId ?? null },
      { addressId, clearancePersonId: personId, labels: labels.data ?? [] },
    );

  return (
    <div className="flex flex-col gap-4">
      <Link href="/apply-goods" className="text-sm text-brand hover:underline">
        ← {t("shipmentPage.backToGoods")}
      </Link>
      <h1 className="text-lg font-bold">{t("shipmentPage.shipmentTitle")}</h1>
      <div className="grid items-start gap-4 lg:grid-cols-[1fr_22rem]">
        <div className="flex min-w-0 flex-col gap-4">
          <ChosenLinesSection draft={draft} update={update} invalid={fields.invalid} />
          <DestinationSection
            draft={draft}
            update={update}
            invalid={fields.invalid}
            sites={sites.data}
            siteId={siteId}
            address={addresses.data?.rows.find((a) => a.id === addressId)}
            addressesLoaded={addresses.isSuccess}
          />
          <ImporterSection
            person={persons.rows.find((p) => p.id === personId)}
            loaded={persons.complete}
            invalid={fields.invalid === "clearancePersonId"}
          />
          <ModeSection draft={draft} update={update} />
          <LabelsSection
            draft={draft}
            update={update}
            labels={labels.data}
            invalid={fields.invalid === "labels"}
          />
          <MaterialsSection draft={draft} update={update} packing={packing.data} cases={cases.data} />
          <section className="card">
            <TextInput
              id={fieldId("remark")}
              label={t("shipmentPage.remark")}
              value={draft.remark}
              onChange={(remark) => update((d) => ({ ...d, remark }))}
              multiline
              rows={3}
              maxLength={500}
              showCount
              placeholder={t("shipmentPage.remarkPlaceholder")}
              className={fieldClass(fields.invalid === "remark")}
            />
          </section>
        </div>
        <div className="flex flex-col gap-4 lg:sticky lg:top-20">
          <EstimateCard
            estimate={estimate}
            mode={draft.shippingMode}
            materialNames={estimateMaterialNames(draft, catalog)}
          >
            <button
              type="button"
              className="btn-primary"
              // The label rules are checked against the label list: wait for it.
              disabled={busy || labels.isPending}
              onClick={onSubmit}
              data-testid="submit-shipment"
            >
              {busy ? t("common.loading") : t("shipmentPage.submit")}
            </button>
          </EstimateCard>
        </div>
      </div>
    </div>
  );
}
