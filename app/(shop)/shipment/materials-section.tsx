"use client";

import { useTranslations } from "next-intl";
import { NumberInput } from "../../_components/inputs/number-input";
import { Yen } from "@/app/_components/money";
import type { PackingMaterial, TransportCase } from "../../_shipping/shipping-api";
import {
  materialQuantity,
  setMaterial,
  type MaterialKind,
  type ShipmentDraft,
} from "../../_shipping/shipment-draft";

type Props = {
  draft: ShipmentDraft;
  update: (change: (d: ShipmentDraft) => ShipmentDraft) => void;
  packing: PackingMaterial[] | undefined;
  cases: TransportCase[] | undefined;
};

type Row = { kind: MaterialKind; id: number; name: string; detail: string; priceYen: number; stock: number };

/**
 * Auxiliary materials from the warehouse's lists (price and stock), billed with the packing list as its
 * box order. Optional: the warehouse packs in its standard cartons otherwise.
 */
export function MaterialsSection({ draft, update, packing, cases }: Props) {
  const t = useTranslations("shipmentPage");
  const groups: { key: string; rows: Row[] | undefined }[] = [
    {
      key: "packingMaterials",
      rows: packing?.map((m) => ({
        kind: "packingMaterial",
        id: m.id,
        name: m.name,
        detail: m.spec ?? "",
        priceYen: m.priceYen,
        stock: m.stock,
      })),
    },
    {
      key: "cartons",
      rows: cases?.map((c) => ({
        kind: "transportCase",
        id: c.id,
        name: c.name,
        detail: `${c.lengthCm}×${c.widthCm}×${c.heightCm} cm`,
        priceYen: c.priceYen,
        stock: c.stock,
      })),
    },
  ];
  return (
    <section className="card flex flex-col gap-3" aria-labelledby="shipment-materials">
      <div>
        <h2 id="shipment-materials" className="font-bold">
          {t("materialsTitle")}
        </h2>
        <p className="text-xs text-slate-500">{t("materialsHint")}</p>
      </div>
      {groups.map((g) => (
        <div key={g.key} className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold text-slate-700">{t(g.key)}</h3>
          <ul className="grid gap-2 sm:grid-cols-2">
            {g.rows?.map((r) => (
              <li
                key={r.id}
                className="flex items-center gap-3 rounded-lg border border-slate-200 p-2"
                data-testid="material-row"
                data-kind={r.kind}
              >
                <div className="min-w-0 flex-1 text-sm">
                  <p className="break-words font-medium">{r.name}</p>
                  <p className="text-xs text-slate-500">
                    {r.detail} · <Yen amount={r.priceYen} /> · {t("stock", { count: r.stock })}
                  </p>
                </div>
                <div className="w-20 shrink-0">
                  <NumberInput
                    className="input text-right"
                    aria-label={t("materialQuantity", { name: r.name })}
                    value={materialQuantity(draft, r.kind, r.id)}
                    min={0}
                    max={Math.min(999, r.stock)}
                    integer
                    disabled={r.stock <= 0}
                    data-testid="material-quantity"
                    onChange={(v) => update((d) => setMaterial(d, r.kind, r.id, v === "" ? 0 : v))}
                  />
                </div>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
