"use client";

import { useTranslations } from "next-intl";
import { CONTAINER_STATUS } from "@/lib/codes";
import { Yen } from "@/app/_components/money";
import { kg } from "./container-state";
import type { ContainerDetail } from "./shipping-api";

/** Before the agent prices the bill (11, 6, 0, 7), or after a cancellation: the estimate is all there is. */
export function EstimateOnly({ container: c }: { container: ContainerDetail }) {
  const t = useTranslations("shipmentPage");
  const cancelled = c.status === CONTAINER_STATUS.CANCELLED;
  return (
    <section className="card flex flex-col gap-3" data-testid="estimate-only">
      <h2 className="font-bold">{t("estimateTitle")}</h2>
      <p className="flex items-baseline justify-between gap-3">
        <span className="text-sm text-slate-600">{t("estimateTotal")}</span>
        <span data-testid="estimate-total" data-yen={c.estimateYen}>
          <Yen amount={c.estimateYen} className="text-xl font-bold text-slate-900" />
        </span>
      </p>
      {c.estimateGrams > 0 && (
        <p className="text-sm text-slate-600">{t("chargeWeightIs", { kg: kg(c.estimateGrams) })}</p>
      )}
      <p
        className={`rounded-lg p-2 text-sm ${cancelled ? "bg-slate-50 text-slate-700" : "bg-sky-50 text-sky-900"}`}
      >
        {t(cancelled ? "noBillCancelled" : "billAfterPacking")}
      </p>
    </section>
  );
}
