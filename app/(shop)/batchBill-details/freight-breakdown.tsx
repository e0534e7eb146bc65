"use client";

import { useTranslations } from "next-intl";
import { SHIPPING_MODE, labelKeyOf } from "@/lib/codes";
import { formatYen } from "@/lib/format";
import { volumetricGrams } from "@/lib/pricing/freight";
import { PRICING_RULES } from "@/lib/pricing/rules";
import { SHIPPING_FEE_KIND, SHIPPING_RULES, packedWeight } from "@/lib/shipping/rates";
import { Yen } from "@/app/_components/money";
import { kg, weightText } from "../../_shipping/container-state";
import type { ContainerDetail } from "../../_shipping/shipping-api";

/**
 * How the freight came about: every packed box's actual and volumetric weight (L × W × H ÷ 6,000), the
 * larger total in steps of 0.5 kg as the chargeable weight, times the mode's rate (the bill's table).
 */
export function FreightBreakdown({ container: c }: { container: ContainerDetail }) {
  const t = useTranslations("shipmentPage");
  const tr = useTranslations();
  const packed = packedWeight(c.boxes);
  const freight = c.fees.find((f) => f.kind === SHIPPING_FEE_KIND.FREIGHT);
  const modeKey = labelKeyOf("shippingMode", c.shippingMode);
  const sea = c.shippingMode === SHIPPING_MODE.SEA;
  const divisor = PRICING_RULES.volumetricDivisorCm3PerKg;
  return (
    <section className="card flex flex-col gap-3" data-testid="freight-breakdown">
      <h2 className="font-bold">{t("freightTitle")}</h2>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[20rem] text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-left text-xs text-slate-500">
              <th className="py-1 font-normal">{t("boxesTitle")}</th>
              <th className="py-1 text-right font-normal">{t("actualWeight")}</th>
              <th className="py-1 text-right font-normal">{t("volumetricWeight")}</th>
            </tr>
          </thead>
          <tbody>
            {c.boxes.map((b) => (
              <tr key={b.id} className="border-b border-slate-100">
                <td className="py-1.5">
                  {t("boxNo", { no: b.boxNo })}{" "}
                  <span className="text-xs text-slate-500">
                    {b.lengthCm}×{b.widthCm}×{b.heightCm} cm
                  </span>
                </td>
                <td className="py-1.5 text-right tabular-nums">{weightText(b.actualWeightGrams)}</td>
                <td className="py-1.5 text-right tabular-nums">
                  {weightText(volumetricGrams(b.lengthCm * b.widthCm * b.heightCm))}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="font-semibold">
              <td className="pt-1.5">{t("total")}</td>
              <td className="pt-1.5 text-right tabular-nums">{weightText(packed.actualGrams)}</td>
              <td className="pt-1.5 text-right tabular-nums">{weightText(packed.volumetricGrams)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="text-sm text-slate-700">
        {t("chargeRule", { divisor: formatYen(divisor), step: kg(SHIPPING_RULES.chargeStepGrams) })}
      </p>
      <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">{t("chargeWeight")}</dt>
        <dd className="text-right font-semibold tabular-nums" data-testid="charge-kg">
          {kg(c.chargeGrams ?? packed.chargeGrams)} kg
        </dd>
        <dt className="text-slate-600">
          {modeKey ? tr(modeKey) : ""} ·{" "}
          {sea
            ? t("seaRate", {
                yen: formatYen(PRICING_RULES.sea.yenPerKg),
                min: formatYen(PRICING_RULES.sea.minimumYenPerShipment),
              })
            : t("airRate", { yen: formatYen(PRICING_RULES.air.yenPerKg) })}
        </dt>
        <dd className="text-right">{freight ? <Yen amount={freight.amountYen} /> : "-"}</dd>
      </dl>
    </section>
  );
}
