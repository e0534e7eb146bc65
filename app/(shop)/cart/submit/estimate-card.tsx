"use client";

import { useTranslations } from "next-intl";
import { Yen } from "@/app/_components/money";
import type { SubmitEstimate } from "./submit-estimate";
import { TotalRow } from "@/app/_components/total-row";

/** The estimated price of the orders (the server prices them when they are created). */
export function EstimateCard({ estimate }: { estimate: SubmitEstimate | undefined }) {
  const t = useTranslations("orderPage");
  return (
    <section className="card" data-testid="submit-estimate">
      <h2 className="mb-3 font-bold">{t("priceBreakdown")}</h2>
      {!estimate ? (
        <p className="text-sm text-slate-500">…</p>
      ) : (
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 text-sm">
          <dt className="text-slate-600">{t("goodsAmount")}</dt>
          <dd className="text-right">
            <Yen amount={estimate.goodsYen} />
          </dd>
          <dt className="text-slate-600">{t("domesticShipping")}</dt>
          <dd className="text-right">
            <Yen amount={estimate.domesticShippingYen} />
          </dd>
          <dt className="text-slate-600">{t("commission")}</dt>
          <dd className="text-right">
            <Yen amount={estimate.commissionYen} />
          </dd>
          <TotalRow label={t("estimatedTotal")} large testId="estimate-total">
            <Yen amount={estimate.totalYen} />
          </TotalRow>
        </dl>
      )}
      {estimate && estimate.shops.length > 1 && (
        <p className="mt-2 text-xs text-slate-500">
          {t("oneOrderPerShop", { count: estimate.shops.length })}
        </p>
      )}
      <p className="mt-2 text-xs text-slate-500">{t("estimateNote")}</p>
    </section>
  );
}
