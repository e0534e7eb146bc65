"use client";

import { useTranslations } from "next-intl";
import { formatYen } from "@/lib/format";
import { SHIPPING_FEE_KIND } from "@/lib/shipping/rates";
import { Yen } from "@/app/_components/money";
import type { ContainerDetail } from "../../_shipping/shipping-api";

type Fee = ContainerDetail["fees"][number];
type Row = { key: string | number; label: string; amountYen: number };

/** The materials of the box orders item by item, the label work per piece, and the agent's other fees. */
export function OtherFeesBreakdown({ container: c }: { container: ContainerDetail }) {
  const t = useTranslations("shipmentPage");
  const labels = c.fees.filter(
    (f) => f.kind === SHIPPING_FEE_KIND.FBA_LABEL || f.kind === SHIPPING_FEE_KIND.TRADE_LABEL,
  );
  const others = c.fees.filter((f) => f.kind === SHIPPING_FEE_KIND.OTHER);
  const materials = c.boxOrders
    .flatMap((b) => b.lines)
    .map((l) => ({
      key: l.id,
      label: t("materialPriceLine", { name: l.name, yen: formatYen(l.unitPriceYen), count: l.quantity }),
      amountYen: l.amountYen,
    }));
  const feeRow = (f: Fee, i: number) => ({ key: i, label: f.description, amountYen: f.amountYen });
  return (
    <>
      <FeeList title={t("materialsTitle")} testId="materials-breakdown" rows={materials} />
      <FeeList title={t("labelWorkTitle")} testId="labels-breakdown" rows={labels.map(feeRow)} />
      <FeeList title={t("otherFeesTitle")} testId="other-fees" rows={others.map(feeRow)} />
    </>
  );
}

/** One kind of charge as a card of lines with their amounts; nothing when the bill has none of it. */
function FeeList({ title, testId, rows }: { title: string; testId: string; rows: Row[] }) {
  if (!rows.length) return null;
  return (
    <section className="card flex flex-col gap-2" data-testid={testId}>
      <h2 className="font-bold">{title}</h2>
      <ul className="flex flex-col gap-1 text-sm">
        {rows.map((r) => (
          <li key={r.key} className="flex justify-between gap-3">
            <span className="min-w-0 break-words">{r.label}</span>
            <Yen amount={r.amountYen} className="shrink-0 tabular-nums" />
          </li>
        ))}
      </ul>
    </section>
  );
}
