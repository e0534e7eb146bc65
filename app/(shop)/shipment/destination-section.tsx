"use client";

import Link from "@/app/_components/link";
import { useTranslations } from "next-intl";
import { RadioCard, RadioCards } from "../../_components/inputs/radio-cards";
import { TextInput } from "../../_components/inputs/text-input";
import { AddressCard } from "../../_orders/address-card";
import type { OrderAddress } from "../../_orders/types";
import type { AmazonSite } from "../../_shipping/shipping-api";
import type { Destination, ShipmentDraft } from "../../_shipping/shipment-draft";
import { fieldClass, fieldId } from "../../_shipping/use-field-check";

type Props = {
  draft: ShipmentDraft;
  update: (change: (d: ShipmentDraft) => ShipmentDraft) => void;
  invalid: string | null;
  sites: AmazonSite[] | undefined;
  siteId: number | undefined;
  address: OrderAddress | undefined;
  addressesLoaded: boolean;
};

const KINDS: readonly Destination[] = ["fba", "address"];

/**
 * Where the goods go: an Amazon FBA warehouse (Japanese marketplace, FBA shipment id, optional fulfilment
 * centre) or one of the seller's addresses, chosen on /changeAddress and kept in the draft.
 */
export function DestinationSection({
  draft,
  update,
  invalid,
  sites,
  siteId,
  address,
  addressesLoaded,
}: Props) {
  const t = useTranslations("shipmentPage");
  const set = (patch: Partial<ShipmentDraft>) => update((d) => ({ ...d, ...patch }));
  return (
    <section className="card flex flex-col gap-3" aria-labelledby="shipment-destination">
      <h2 id="shipment-destination" className="font-bold">
        {t("destinationTitle")}
      </h2>
      <RadioCards label={t("destinationTitle")}>
        {KINDS.map((kind) => (
          <RadioCard
            key={kind}
            name="destination"
            checked={draft.destination === kind}
            onSelect={() => set({ destination: kind })}
            testId={`destination-${kind}`}
          >
            {t(kind === "fba" ? "destinationFba" : "destinationAddress")}
          </RadioCard>
        ))}
      </RadioCards>

      {draft.destination === "fba" ? (
        <div className="grid gap-3 sm:grid-cols-3">
          <label className="block text-sm">
            {t("amazonSite")}
            <select
              id={fieldId("amazonSiteId")}
              className={`${fieldClass(invalid === "amazonSiteId")} mt-1`}
              value={siteId ?? ""}
              onChange={(e) => set({ amazonSiteId: Number(e.target.value) || null })}
              data-testid="amazon-site"
            >
              {!sites?.length && <option value="">{t("noSites")}</option>}
              {sites?.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.siteNameEn}
                </option>
              ))}
            </select>
          </label>
          <TextInput
            id={fieldId("fbaShipmentId")}
            label={t("fbaShipmentId")}
            value={draft.fbaShipmentId}
            maxLength={15}
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="FBA15XXXXXXX"
            className={`${fieldClass(invalid === "fbaShipmentId")} font-mono`}
            aria-invalid={invalid === "fbaShipmentId" || undefined}
            data-testid="fba-shipment-id"
            onChange={(v) => set({ fbaShipmentId: v.toUpperCase().replace(/[^A-Z0-9]/g, "") })}
          />
          <TextInput
            id={fieldId("fbaWarehouseCode")}
            label={t("fbaWarehouseCode")}
            value={draft.fbaWarehouseCode}
            maxLength={5}
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="NRT5"
            className={`${fieldClass(invalid === "fbaWarehouseCode")} font-mono`}
            aria-invalid={invalid === "fbaWarehouseCode" || undefined}
            data-testid="fba-warehouse-code"
            onChange={(v) => set({ fbaWarehouseCode: v.toUpperCase().replace(/[^A-Z0-9]/g, "") })}
          />
          <p className="text-xs text-slate-500 sm:col-span-3">{t("fbaHint")}</p>
        </div>
      ) : (
        <div
          id={fieldId("addressId")}
          tabIndex={-1}
          className={`flex flex-col gap-2 rounded-lg p-3 ${invalid === "addressId" ? "ring-2 ring-rose-300" : "bg-slate-50"}`}
          data-testid="shipment-address"
        >
          {address ? (
            <AddressCard address={address} />
          ) : (
            addressesLoaded && <p className="text-sm text-slate-500">{t("noAddress")}</p>
          )}
          <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <Link href="/changeAddress?redirect=/shipment" className="text-brand hover:underline">
              {t(address ? "changeAddress" : "chooseAddress")}
            </Link>
            <Link href="/user/ws-userAddressAdd" className="text-brand hover:underline">
              {t("addAddress")}
            </Link>
          </div>
        </div>
      )}
    </section>
  );
}
