"use client";

import { useTranslations } from "next-intl";
import type { PriceTierYuan } from "@/lib/client/goods-api";
import { formatNumber } from "@/lib/format";
import { YenYuan } from "./price";

/** 1688 wholesale prices by quantity; the tier the chosen quantity reaches is highlighted. */
export function PriceTiers({ tiers, quantity }: { tiers: PriceTierYuan[]; quantity: number }) {
  const t = useTranslations("goodsPage");
  const sorted = [...tiers].sort((a, b) => a.minQty - b.minQty);
  if (sorted.length < 2) return null;
  const active = sorted.reduce((best, tier, i) => (tier.minQty <= quantity ? i : best), 0);
  return (
    <section aria-label={t("tiers")} data-testid="price-tiers">
      <h2 className="mb-1 text-sm text-slate-600">{t("tiers")}</h2>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {sorted.map((tier, i) => {
          const next = sorted[i + 1];
          const range = next
            ? t("tierRange", { from: formatNumber(tier.minQty, 0), to: formatNumber(next.minQty - 1, 0) })
            : t("tierFrom", { from: formatNumber(tier.minQty, 0) });
          return (
            <li
              key={tier.minQty}
              aria-current={i === active}
              className={`rounded-lg px-2 py-1.5 ring-1 ${i === active ? "bg-orange-50 ring-brand" : "bg-white ring-slate-200"}`}
            >
              <YenYuan yuan={tier.price} />
              <p className="text-xs text-slate-600">{range}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
