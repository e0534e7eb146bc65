"use client";

import { useTranslations } from "next-intl";
import { formatDateTime } from "@/lib/format";
import { Yen } from "@/app/_components/money";
import { ContainerStatusBadge } from "./container-labels";
import { MaterialLine } from "./material-line";
import type { ContainerDetail } from "./shipping-api";

/** The materials ordered with the packing list (its box orders), billed with it. */
export function BoxOrdersCard({ container: c }: { container: ContainerDetail }) {
  const t = useTranslations("shipmentPage");
  if (!c.boxOrders.length) return null;
  return (
    <section className="card flex flex-col gap-3" data-testid="container-box-orders">
      <h2 className="font-bold">{t("materialsTitle")}</h2>
      {c.boxOrders.map((b) => (
        <div key={b.id} className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="break-all font-semibold">{b.boxOrderNo}</span>
            <ContainerStatusBadge status={b.status} />
          </div>
          <ul className="flex flex-col gap-1">
            {b.lines.map((l) => (
              <MaterialLine key={l.id} line={l} />
            ))}
          </ul>
          <p className="flex justify-between gap-3 border-t border-slate-100 pt-1 font-semibold">
            <span>{b.payTime ? t("paidAt", { time: formatDateTime(b.payTime) }) : t("unpaid")}</span>
            <Yen amount={b.totalYen} />
          </p>
        </div>
      ))}
    </section>
  );
}
