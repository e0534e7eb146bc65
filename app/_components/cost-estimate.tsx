"use client";

import { useTranslations } from "next-intl";
import { labelKeyOf } from "@/lib/codes";
import { formatNumber, formatYen } from "@/lib/format";
import type { PriceTier } from "@/lib/goods/types";
import { useRate } from "@/lib/client/rate";
import { estimateCost, type DimensionsMm } from "@/lib/pricing/estimate";
import { PRICING_RULES } from "@/lib/pricing/rules";
import { useSession } from "./session";

export type CostEstimateProps = {
  /** unit price of the chosen SKU, fen (yuanToFen() converts API yuan) */
  unitPriceFen: number;
  tiers?: readonly PriceTier[];
  quantity: number;
  /** seller's China domestic shipping for the line, fen */
  domesticShippingFen: number;
  weightGrams: number | null;
  dims: DimensionsMm | null;
  /** a heading above the lines; false hides it (e.g. inside a cart line) */
  title?: boolean;
  className?: string;
};

const kg = (grams: number) => formatNumber(grams / 1_000, 2);

/** The all-in cost estimate (goods, China domestic shipping, commission, air and sea freight) in yen. */
export function CostEstimate(props: CostEstimateProps) {
  const t = useTranslations();
  const rate = useRate();
  // The rate in force for the seller (general for visitors), the one the order will charge.
  const { commissionBp, commissionTier } = useSession().commission;
  const yen = (amount: number) => t("common.yen", { amount: formatYen(amount) });

  if (rate.isError) {
    return (
      <p className={`text-sm text-rose-600 ${props.className ?? ""}`} data-testid="cost-estimate-error">
        {t("pricing.rateUnavailable")}{" "}
        <button type="button" className="underline" onClick={() => rate.refetch()}>
          {t("common.retry")}
        </button>
      </p>
    );
  }
  if (!rate.data) {
    return <p className={`text-sm text-slate-500 ${props.className ?? ""}`}>{t("common.loading")}</p>;
  }

  const e = estimateCost({
    unitPriceFen: props.unitPriceFen,
    tiers: props.tiers,
    quantity: props.quantity,
    domesticShippingFen: props.domesticShippingFen,
    weightGrams: props.weightGrams,
    dimensionsMm: props.dims,
    rate: rate.data.rate,
    commissionBp,
  });
  const tierLabel = t(labelKeyOf("memberTier", commissionTier) ?? "codes.memberTier.GENERAL");
  const row = (label: string, value: string, testId: string, strong = false) => (
    <div className={`flex items-baseline justify-between gap-3 ${strong ? "font-semibold" : ""}`}>
      <dt className="text-slate-600">{label}</dt>
      <dd className="tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );

  return (
    <section
      className={`rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm ${props.className ?? ""}`}
      data-testid="cost-estimate"
      aria-label={t("pricing.title")}
    >
      {props.title !== false && <h3 className="mb-2 font-semibold">{t("pricing.title")}</h3>}
      <dl className="flex flex-col gap-1">
        {row(
          t("pricing.goods", { quantity: e.quantity, unit: formatNumber(e.unitPriceFen / 100, 2) }),
          yen(e.goodsYen),
          "estimate-goods",
        )}
        {row(t("pricing.domesticShipping"), yen(e.domesticShippingYen), "estimate-domestic")}
        {row(
          t("pricing.commission", { tier: tierLabel, percent: formatNumber(e.commissionBp / 100, 0) }),
          yen(e.commissionYen),
          "estimate-commission",
        )}
        {row(t("pricing.purchaseTotal"), yen(e.purchaseYen), "estimate-purchase", true)}
        {e.air && e.sea ? (
          <>
            {row(t("pricing.air", { kg: kg(e.air.chargeGrams) }), yen(e.air.yen), "estimate-air")}
            {row(t("pricing.sea", { kg: kg(e.sea.chargeGrams) }), yen(e.sea.yen), "estimate-sea")}
            <div className="mt-1 border-t border-slate-200 pt-1" />
            {row(t("pricing.totalAir"), yen(e.totalAirYen!), "estimate-total-air", true)}
            {row(t("pricing.totalSea"), yen(e.totalSeaYen!), "estimate-total-sea", true)}
            {row(t("pricing.perItemAir"), yen(e.perItemAirYen!), "estimate-per-item-air")}
            {row(t("pricing.perItemSea"), yen(e.perItemSeaYen!), "estimate-per-item-sea")}
          </>
        ) : (
          <>
            {row(t("pricing.perItemPurchase"), yen(e.perItemPurchaseYen), "estimate-per-item-purchase")}
            <p className="text-slate-500">{t("pricing.noWeight")}</p>
          </>
        )}
      </dl>
      <p className="mt-2 text-xs text-slate-500">
        {t("pricing.note", { minimum: formatYen(PRICING_RULES.sea.minimumYenPerShipment) })}
      </p>
    </section>
  );
}
