"use client";

import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { containerModify } from "@/lib/client/endpoints";
import { SHIPPING_MODE } from "@/lib/codes";
import { RadioCard, RadioCards } from "../../_components/inputs/radio-cards";
import { TextInput } from "../../_components/inputs/text-input";
import { useFormAction } from "../../_components/use-form-action";
import { AddressPicker } from "../../_orders/address-picker";
import { useClearancePersons } from "../user/_components/use-clearance-persons";
import { ShippingCode } from "../../_shipping/container-labels";
import { shipmentsChanged, type ContainerDetail } from "../../_shipping/shipping-api";
import { fieldClass, fieldId, useFieldCheck } from "../../_shipping/use-field-check";
import { useJapanSites } from "../../_shipping/use-shipment-choices";

type Props = { container: ContainerDetail; onDone: () => void };

/**
 * Changes while the agent has not started packing (11 / 6): air or sea, the importer, the address or the
 * FBA fields, the remark. FBA and an own address cannot be switched (a new packing list is needed).
 */
export function ModifyForm({ container: c, onDone }: Props) {
  const { send, toast, t, busy } = useFormAction();
  const fields = useFieldCheck();
  const queryClient = useQueryClient();
  const sites = useJapanSites();
  const persons = useClearancePersons();
  const fba = c.destination === "fba";
  const [v, setV] = useState({
    shippingMode: c.shippingMode,
    clearancePersonId: c.clearancePerson?.id,
    addressId: c.address?.id,
    amazonSiteId: c.amazonSite?.id,
    fbaShipmentId: c.fbaShipmentId ?? "",
    fbaWarehouseCode: c.fbaWarehouseCode ?? "",
    remark: c.remark ?? "",
  });
  const set = (patch: Partial<typeof v>) => setV((old) => ({ ...old, ...patch }));

  async function save() {
    const body = await fields.check(
      () => import("@/lib/validation/shipping").then((m) => m.ZContainerModify),
      {
        id: c.id,
        shippingMode: v.shippingMode,
        clearancePersonId: v.clearancePersonId,
        remark: v.remark,
        ...(fba
          ? {
              amazonSiteId: v.amazonSiteId,
              fbaShipmentId: v.fbaShipmentId,
              fbaWarehouseCode: v.fbaWarehouseCode,
            }
          : { addressId: v.addressId }),
      },
    );
    if (!body) return;
    const res = await send(containerModify, { body });
    if (!res) return;
    toast.show("success", res.msg);
    await shipmentsChanged(queryClient);
    onDone();
  }

  const code = (name: "fbaShipmentId" | "fbaWarehouseCode", label: string, max: number) => (
    <TextInput
      id={fieldId(name)}
      label={label}
      value={v[name]}
      maxLength={max}
      className={`${fieldClass(fields.invalid === name)} font-mono`}
      onChange={(x) => set({ [name]: x.toUpperCase().replace(/[^A-Z0-9]/g, "") })}
    />
  );

  return (
    <div className="flex flex-col gap-3 border-t border-slate-100 pt-3" data-testid="modify-form">
      <h2 className="font-bold">{t("shipmentPage.modifyTitle")}</h2>
      <RadioCards label={t("shipmentPage.modeTitle")}>
        {[SHIPPING_MODE.AIR, SHIPPING_MODE.SEA].map((mode) => (
          <RadioCard
            key={mode}
            name="modify-mode"
            checked={v.shippingMode === mode}
            onSelect={() => set({ shippingMode: mode })}
            compact
          >
            <ShippingCode group="shippingMode" code={mode} />
          </RadioCard>
        ))}
      </RadioCards>
      {fba ? (
        <div className="grid gap-3 sm:grid-cols-3">
          <label className="block text-sm">
            {t("shipmentPage.amazonSite")}
            <select
              className="input mt-1"
              value={v.amazonSiteId ?? ""}
              onChange={(e) => set({ amazonSiteId: Number(e.target.value) || undefined })}
            >
              {sites.data?.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.siteNameEn}
                </option>
              ))}
            </select>
          </label>
          {code("fbaShipmentId", t("shipmentPage.fbaShipmentId"), 15)}
          {code("fbaWarehouseCode", t("shipmentPage.fbaWarehouseCode"), 5)}
        </div>
      ) : (
        <div className="text-sm">
          <p className="mb-1">{t("shipmentPage.destinationTitle")}</p>
          <AddressPicker
            name="modify-address"
            value={v.addressId}
            onChange={(id) => set({ addressId: id })}
          />
        </div>
      )}
      <label className="block text-sm">
        {t("shipmentPage.importerTitle")}
        <select
          id={fieldId("clearancePersonId")}
          className={`${fieldClass(fields.invalid === "clearancePersonId")} mt-1`}
          value={v.clearancePersonId ?? ""}
          onChange={(e) => set({ clearancePersonId: Number(e.target.value) || undefined })}
        >
          {persons.rows.map((p) => (
            <option key={p.id} value={p.id}>
              {p.importerName} ({p.customsCode})
            </option>
          ))}
        </select>
      </label>
      <TextInput
        id={fieldId("remark")}
        label={t("shipmentPage.remark")}
        value={v.remark}
        onChange={(remark) => set({ remark })}
        multiline
        rows={2}
        maxLength={500}
        showCount
        className={fieldClass(fields.invalid === "remark")}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="btn-secondary" onClick={onDone}>
          {t("common.close")}
        </button>
        <button
          type="button"
          className="btn-accent"
          disabled={busy || fields.checking}
          onClick={() => void save()}
          data-testid="modify-save"
        >
          {t("shipmentPage.saveChanges")}
        </button>
      </div>
    </div>
  );
}
