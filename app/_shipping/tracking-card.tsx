"use client";

import { useTranslations } from "next-intl";
import { TrackingState } from "./tracking-state";
import type { ContainerDetail } from "./shipping-api";

/** Once dispatched: the carrier and every box's tracking number and state. */
export function TrackingCard({ container: c }: { container: ContainerDetail }) {
  const t = useTranslations("shipmentPage");
  if (!c.boxes.some((b) => b.trackingNo)) return null;
  return (
    <section className="card flex flex-col gap-2" data-testid="container-tracking">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-bold">{t("trackingTitle")}</h2>
        {c.carrier && <span className="text-sm text-slate-600">{c.carrier}</span>}
      </div>
      <ul className="grid gap-2 sm:grid-cols-2">
        {c.boxes.map((b) => (
          <li
            key={b.id}
            className="flex gap-3 rounded-lg border border-slate-200 p-2"
            data-testid="tracking-box"
          >
            <span className="shrink-0 text-sm font-semibold">{t("boxNo", { no: b.boxNo })}</span>
            <TrackingState box={b} />
          </li>
        ))}
      </ul>
    </section>
  );
}
