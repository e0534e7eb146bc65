"use client";

import { useTranslations } from "next-intl";
import type { Json } from "@/lib/api/json";
import type { CustomerOrder } from "@/lib/customers/staff-view";
import { formatDateTime } from "@/lib/format";
import {
  DeliveryAddressCard,
  OrderLinesCard,
  OrderTimelineCard,
  PriceBreakdownCard,
} from "@/app/_orders/order-detail-cards";
import { OrderProblems } from "@/app/_orders/order-problems";
import { StatusBadge } from "@/app/_orders/status-badge";
import { WarehouseInfo } from "@/app/_orders/warehouse-info";
import { CustomerLine } from "../../_components/customer-line";
import { useStaffActorLabel } from "../../_components/use-staff-actor-label";

export type StaffOrder = Json<CustomerOrder>;

/**
 * One order as its seller reads it on /order/orderDetails (the same view and the same parts), with the seller
 * it belongs to: what customer service looks at when a seller asks about an order. Nothing here changes it;
 * each step has its desk.
 */
export function OrderScreen({ order: o }: { order: StaffOrder }) {
  const t = useTranslations();
  const actorLabel = useStaffActorLabel();
  return (
    <div className="flex flex-col gap-4" data-testid="staff-order">
      <section className="card flex flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h1 className="text-xl font-bold">
            {t("staff.orders.title")} <span className="font-mono">{o.orderNo}</span>
          </h1>
          <StatusBadge status={o.orderStatus} />
        </div>
        <CustomerLine customer={o.customer} testId="order-customer" />
        <p className="text-xs text-slate-500">
          {t("orderPage.createTime")} {formatDateTime(o.createTime)}
        </p>
      </section>

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <OrderLinesCard order={o} />
        <div className="flex flex-col gap-4">
          <PriceBreakdownCard order={o} />
          <WarehouseInfo order={o} />
          <OrderProblems order={o} />
          <DeliveryAddressCard order={o} />
        </div>
      </div>

      <OrderTimelineCard order={o} actorLabel={actorLabel} />
    </div>
  );
}
