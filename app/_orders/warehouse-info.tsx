"use client";

import { useTranslations } from "next-intl";
import { formatDateTime } from "@/lib/format";
import { CodeLabel } from "../_problems/problem-labels";
import type { OrderDetail } from "./types";

/**
 * The order's way through the warehouse: the supplier's domestic parcel (carrier, tracking number), when
 * it was bought, arrived, inspected and stored, the storage type and the stock count.
 */
export function WarehouseInfo({ order: o }: { order: OrderDetail }) {
  const t = useTranslations("orderPage");
  const rows: [string, React.ReactNode][] = [];
  if (o.domesticCarrier || o.domesticTrackingNo)
    rows.push([
      "domesticShipment",
      <span key="ship" className="break-all" data-testid="domestic-tracking">
        {o.domesticCarrier} <span className="font-mono">{o.domesticTrackingNo}</span>
      </span>,
    ]);
  if (o.purchaseTime) rows.push(["purchaseTime", formatDateTime(o.purchaseTime)]);
  if (o.arrivalTime) rows.push(["arrivalTime", formatDateTime(o.arrivalTime)]);
  if (o.inspectionTime) rows.push(["inspectionTime", formatDateTime(o.inspectionTime)]);
  if (o.storageTime) rows.push(["storageTime", formatDateTime(o.storageTime)]);
  if (o.storageType !== null)
    rows.push(["storageType", <CodeLabel key="storage" group="storageType" code={o.storageType} />]);
  if (o.inventoryStatus !== null)
    rows.push([
      "inventoryStatus",
      <CodeLabel key="count" group="inventoryStatus" code={o.inventoryStatus} />,
    ]);
  if (!rows.length) return null;
  return (
    <section className="card" data-testid="warehouse-info">
      <h2 className="mb-3 font-bold">{t("warehouseTitle")}</h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        {rows.map(([key, value]) => (
          <div key={key} className="contents">
            <dt className="text-slate-500">{t(key)}</dt>
            <dd className="min-w-0">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
