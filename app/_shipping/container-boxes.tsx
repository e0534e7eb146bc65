"use client";

import { useTranslations } from "next-intl";
import { weightText } from "./container-state";
import { TrackingState } from "./tracking-state";
import type { ContainerDetail } from "./shipping-api";
import { useSpecText } from "../_goods/use-spec-text";

/** The packed boxes: size, actual and net weight, what each holds, tracking number and state. */
export function ContainerBoxes({ container: c }: { container: ContainerDetail }) {
  const t = useTranslations("shipmentPage");
  const specText = useSpecText();
  const specs = new Map(c.lines.map((l) => [l.id, l.goodsSpecs ? specText(l.goodsSpecs) : undefined]));
  return (
    <section className="card flex flex-col gap-3" data-testid="container-boxes">
      <h2 className="font-bold">{t("boxesTitle")}</h2>
      {c.boxes.length === 0 ? (
        <p className="text-sm text-slate-500" data-testid="no-boxes">
          {t("notPackedYet")}
        </p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {c.boxes.map((b) => (
            <li
              key={b.id}
              className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 text-sm"
              data-testid="box"
              data-box-no={b.boxNo}
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-semibold">{t("boxNo", { no: b.boxNo })}</span>
                <span className="text-xs text-slate-600">
                  {b.lengthCm}×{b.widthCm}×{b.heightCm} cm
                </span>
              </div>
              <p className="text-xs text-slate-600">
                {t("weights", { actual: weightText(b.actualWeightGrams), net: weightText(b.netWeightGrams) })}
              </p>
              <ul className="flex flex-col gap-0.5 rounded bg-slate-50 p-2 text-xs">
                {b.items.map((i) => (
                  <li key={i.containerLineId} className="flex justify-between gap-2">
                    <span className="min-w-0 break-words">
                      {i.goodsName}
                      {specs.get(i.containerLineId) && (
                        <span className="text-slate-500"> ({specs.get(i.containerLineId)})</span>
                      )}
                    </span>
                    <span className="shrink-0 font-semibold">×{i.quantity}</span>
                  </li>
                ))}
              </ul>
              <TrackingState box={b} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
