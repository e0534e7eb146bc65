"use client";

import { useTranslations } from "next-intl";
import Link from "@/app/_components/link";
import type { Json } from "@/lib/api/json";
import type { CustomerOrder } from "@/lib/customers/staff-view";
import { formatDateTime } from "@/lib/format";
import { StatusTimeline } from "@/app/_components/status-timeline";
import { AddressCard } from "@/app/_orders/address-card";
import { LineWarehouse } from "@/app/_orders/line-warehouse";
import { OrderLines } from "@/app/_orders/order-lines";
import { OrderProblems } from "@/app/_orders/order-problems";
import { PriceBreakdown } from "@/app/_orders/price-breakdown";
import { StatusBadge, StatusLabel } from "@/app/_orders/status-badge";
import { WarehouseInfo } from "@/app/_orders/warehouse-info";

export type StaffOrder = Json<CustomerOrder>;

/**
 * One order as its seller reads it on /order/orderDetails (the same view and the same parts), with the seller
 * it belongs to: what customer service looks at when a seller asks about an order. Nothing here changes it;
 * each step has its desk.
 */
export function OrderScreen({ order: o }: { order: StaffOrder }) {
  const t = useTranslations();
  const atWarehouse = o.arrivalTime !== null || o.lines.some((l) => l.arrivedQty > 0);
  const detailLine = new Map(o.lines.map((l) => [l.id, l]));
  return (
    <div className="flex flex-col gap-4" data-testid="staff-order">
      <section className="card flex flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h1 className="text-xl font-bold">
            {t("staff.orders.title")} <span className="font-mono">{o.orderNo}</span>
          </h1>
          <StatusBadge status={o.orderStatus} />
        </div>
        <p className="text-sm" data-testid="order-customer">
          <span className="mr-2 text-slate-500">{t("staff.orders.customer")}</span>
          <Link href={`/staff/customers/${o.customer.id}`} className="text-brand underline">
            {o.customer.userName}
          </Link>{" "}
          <span className="text-slate-600">
            {o.customer.email}
            {o.customer.companyName ? ` · ${o.customer.companyName}` : ""}
          </span>
        </p>
        <p className="text-xs text-slate-500">
          {t("orderPage.createTime")} {formatDateTime(o.createTime)}
        </p>
      </section>

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <section className="card">
          <h2 className="mb-3 font-bold">{t("orderPage.lines")}</h2>
          <OrderLines
            lines={o.lines}
            fba
            extra={
              atWarehouse ? (l) => <LineWarehouse line={l} measured={detailLine.get(l.id)} /> : undefined
            }
          />
        </section>
        <div className="flex flex-col gap-4">
          <section className="card">
            <h2 className="mb-3 font-bold">{t("orderPage.priceBreakdown")}</h2>
            <PriceBreakdown order={o} />
          </section>
          <WarehouseInfo order={o} />
          <OrderProblems order={o} />
          <section className="card">
            <h2 className="mb-2 font-bold">{t("orderPage.deliveryAddress")}</h2>
            {o.address ? (
              <AddressCard address={o.address} />
            ) : (
              <p className="text-sm text-slate-500">{t("orderPage.noAddress")}</p>
            )}
          </section>
        </div>
      </div>

      <section className="card">
        <h2 className="mb-3 font-bold">{t("orderPage.timeline")}</h2>
        <StatusTimeline
          entries={o.timeline}
          label={(status) => <StatusLabel status={status} />}
          testId="order-timeline"
        />
      </section>
    </div>
  );
}
