"use client";

import { useTranslations } from "next-intl";
import { Yen } from "@/app/_components/money";
import { weightText } from "../../_shipping/container-state";
import type { PackingMaterial, TransportCase } from "../../_shipping/shipping-api";

type Props =
  { kind: "packingMaterial"; rows: PackingMaterial[] } | { kind: "transportCase"; rows: TransportCase[] };

/** The warehouse's packing materials or cartons with their size or spec, price and stock. */
export function MaterialTable(props: Props) {
  const t = useTranslations("shipmentPage");
  const items =
    props.kind === "packingMaterial"
      ? props.rows.map((m) => ({
          id: m.id,
          name: m.name,
          detail: m.spec ?? "",
          price: m.priceYen,
          stock: m.stock,
        }))
      : props.rows.map((c) => ({
          id: c.id,
          name: c.name,
          detail: `${c.lengthCm}×${c.widthCm}×${c.heightCm} cm · ${t("upTo", { weight: weightText(c.maxWeightGrams) })}`,
          price: c.priceYen,
          stock: c.stock,
        }));
  return (
    <ul className="grid gap-2 sm:grid-cols-2" data-testid={`${props.kind}-list`}>
      {items.map((m) => (
        <li key={m.id} className="card flex items-start justify-between gap-3" data-testid="material-item">
          <div className="min-w-0 text-sm">
            <p className="break-words font-semibold">{m.name}</p>
            <p className="text-xs text-slate-500">{m.detail}</p>
          </div>
          <div className="shrink-0 text-right text-sm">
            <Yen amount={m.price} className="font-bold text-brand" />
            <p className={`text-xs ${m.stock > 0 ? "text-slate-500" : "font-semibold text-rose-700"}`}>
              {m.stock > 0 ? t("stock", { count: m.stock }) : t("outOfStock")}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
