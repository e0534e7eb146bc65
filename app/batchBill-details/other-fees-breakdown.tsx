"use client";

import { useTranslations } from "next-intl";
import { formatYen } from "@/lib/format";
import { SHIPPING_FEE_KIND } from "@/lib/shipping/rates";
import { Yen } from "../_orders/money";
import type { ContainerDetail } from "../_shipping/shipping-api";

/** The materials of the box orders item by item, the label work per piece, and the agent's other fees. */
export function OtherFeesBreakdown({ container: c }: { container: ContainerDetail }) {
  const t = useTranslations("shipmentPage");
  const labels = c.fees.filter(
    (f) => f.kind === SHIPPING_FEE_KIND.FBA_LABEL || f.kind === SHIPPING_FEE_KIND.TRADE_LABEL,
  );
  const others = c.fees.filter((f) => f.kind === SHIPPING_FEE_KIND.OTHER);
  const materials = c.boxOrders.flatMap((b) => b.lines);
  const row = (key: string | number, label: string, amount: number) => (
    <li key={key} className="flex justify-between gap-3">
      <span className="min-w-0 break-words">{label}</span>
      <Yen amount={amount} className="shrink-0 tabular-nums" />
    </li>
  );
  return (
    <>
      {materials.length > 0 && (
        <section className="card flex flex-col gap-2" data-testid="materials-breakdown">
          <h2 className="font-bold">{t("materialsTitle")}</h2>
          <ul className="flex flex-col gap-1 text-sm">
            {materials.map((l) =>
              row(
                l.id,
                t("materialPriceLine", { name: l.name, yen: formatYen(l.unitPriceYen), count: l.quantity }),
                l.amountYen,
              ),
            )}
          </ul>
        </section>
      )}
      {labels.length > 0 && (
        <section className="card flex flex-col gap-2" data-testid="labels-breakdown">
          <h2 className="font-bold">{t("labelWorkTitle")}</h2>
          <ul className="flex flex-col gap-1 text-sm">
            {labels.map((f, i) => row(i, f.description, f.amountYen))}
          </ul>
        </section>
      )}
      {others.length > 0 && (
        <section className="card flex flex-col gap-2" data-testid="other-fees">
          <h2 className="font-bold">{t("otherFeesTitle")}</h2>
          <ul className="flex flex-col gap-1 text-sm">
            {others.map((f, i) => row(i, f.description, f.amountYen))}
          </ul>
        </section>
      )}
    </>
  );
}
