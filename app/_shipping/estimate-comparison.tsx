"use client";

import { useTranslations } from "next-intl";
import { formatYen } from "@/lib/format";
import { Yen } from "@/app/_components/money";
import { compareBill, kg } from "./container-state";
import type { ContainerDetail } from "./shipping-api";

/**
 * The bill next to the estimate the seller saw before submitting, with both chargeable weights, and the
 * difference explained: the packed boxes weigh more or less than the catalogue's weights suggested.
 */
export function EstimateComparison({ container: c }: { container: ContainerDetail }) {
  const t = useTranslations("shipmentPage");
  const cmp = compareBill(c);
  if (cmp.kind === "none") return null;
  const columns = [
    { key: "estimate", yen: c.estimateYen, grams: c.estimateGrams, testId: "compare-estimate" },
    { key: "bill", yen: c.totalYen, grams: c.chargeGrams ?? 0, testId: "compare-bill" },
  ];
  return (
    <section className="card flex flex-col gap-3" data-testid="estimate-comparison">
      <h2 className="font-bold">{t("compareTitle")}</h2>
      <div className="grid grid-cols-2 gap-2 text-sm">
        {columns.map((col) => (
          <div key={col.key} className="rounded-lg bg-slate-50 p-3" data-testid={col.testId}>
            <p className="text-xs text-slate-500">{t(col.key)}</p>
            <Yen amount={col.yen} className="text-lg font-bold" />
            <p className="text-xs text-slate-600">{t("chargeWeightIs", { kg: kg(col.grams) })}</p>
          </div>
        ))}
      </div>
      <p
        className={`rounded-lg p-2 text-sm ${cmp.kind === "higher" ? "bg-amber-50 text-amber-900" : cmp.kind === "lower" ? "bg-emerald-50 text-emerald-900" : "bg-slate-50 text-slate-700"}`}
        data-testid="difference-explained"
        data-kind={cmp.kind}
      >
        {t(`difference.${cmp.kind}`, {
          yen: formatYen(cmp.differenceYen),
          chargeKg: cmp.chargeKg,
          estimateKg: cmp.estimateKg,
        })}
        {cmp.otherFeeYen > 0 && ` ${t("difference.otherFees", { yen: formatYen(cmp.otherFeeYen) })}`}
      </p>
    </section>
  );
}
