"use client";

import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { labelKeyOf } from "@/lib/codes";
import { formatYen } from "@/lib/format";
import { SHIPPING_FEE_KIND, SHIPPING_RULES, type Estimate } from "@/lib/shipping/rates";
import { Yen } from "@/app/_components/money";
import { kg, weightText } from "../../_shipping/container-state";

type Props = {
  estimate: Estimate;
  mode: number;
  /** names of the estimate's material lines, in their order */
  materialNames: string[];
  children?: ReactNode;
};

/**
 * The bill estimate, recomputed live with estimateShipment (lib/shipping/rates.ts, the function the server
 * stores the estimate with): how the chargeable weight comes about, each fee line, the total, and that the
 * real bill follows packing.
 */
export function EstimateCard({ estimate: e, mode, materialNames, children }: Props) {
  const t = useTranslations();
  const modeKey = labelKeyOf("shippingMode", mode);
  const describe = (i: number, kind: string, quantity: number, unitYen: number) => {
    if (kind === SHIPPING_FEE_KIND.FREIGHT)
      return t("shipmentPage.freightLine", { mode: modeKey ? t(modeKey) : "", kg: kg(quantity) });
    if (kind === SHIPPING_FEE_KIND.MATERIAL)
      return t("shipmentPage.materialLine", {
        name: materialNames[e.lines.slice(0, i).filter((l) => l.kind === kind).length] ?? "",
        count: quantity,
      });
    const key = kind === SHIPPING_FEE_KIND.FBA_LABEL ? "fbaLabelLine" : "tradeLabelLine";
    return t(`shipmentPage.${key}`, { count: quantity, yen: formatYen(unitYen) });
  };
  const facts: [string, string, string?][] = [
    [t("shipmentPage.goodsWeight"), weightText(e.goodsGrams)],
    [t("shipmentPage.cartonsEstimated"), t("shipmentPage.cartonCount", { count: e.cartons })],
    [t("shipmentPage.actualWeight"), weightText(e.actualGrams)],
    [t("shipmentPage.volumetricWeight"), weightText(e.volumetricGrams)],
    [t("shipmentPage.chargeWeight"), `${kg(e.chargeGrams)} kg`, "estimate-charge-kg"],
  ];
  return (
    <section className="card flex flex-col gap-3" aria-labelledby="shipment-estimate" data-testid="estimate">
      <h2 id="shipment-estimate" className="font-bold">
        {t("shipmentPage.estimateTitle")}
      </h2>
      <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm">
        {facts.map(([label, value, testId]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-right tabular-nums" data-testid={testId}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <ul className="flex flex-col gap-1 border-t border-slate-100 pt-2 text-sm" data-testid="estimate-lines">
        {e.lines.map((l, i) => (
          <li key={i} className="flex justify-between gap-3" data-kind={l.kind}>
            <span className="min-w-0 break-words text-slate-700">
              {describe(i, l.kind, l.quantity, l.unitYen)}
            </span>
            <Yen amount={l.amountYen} className="shrink-0 tabular-nums" />
          </li>
        ))}
      </ul>
      <p className="flex items-baseline justify-between gap-3 border-t border-slate-100 pt-2">
        <span className="font-semibold">{t("shipmentPage.estimateTotal")}</span>
        <span data-testid="estimate-total" data-yen={e.totalYen}>
          <Yen amount={e.totalYen} className="text-xl font-bold text-brand" />
        </span>
      </p>
      <p className="text-xs text-slate-500">
        {t("shipmentPage.estimateNote", {
          allowance: SHIPPING_RULES.packingAllowancePercent,
          tare: SHIPPING_RULES.cartonTareGrams,
        })}
      </p>
      {children}
    </section>
  );
}
