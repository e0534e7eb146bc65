"use client";

import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { StatusTimeline, type TimelineActor } from "../_components/status-timeline";
import { AddressCard } from "./address-card";
import { LineWarehouse } from "./line-warehouse";
import { OrderLines } from "./order-lines";
import { PriceBreakdown } from "./price-breakdown";
import { StatusLabel } from "./status-badge";
import type { OrderDetail } from "./types";

/*
 * The cards an order's details show alike to its seller (/order/orderDetails) and to the agent's staff
 * (/staff/orders/[id]), so both read the same order the same way.
 */

/** The lines with FBA codes and, once the order is at the warehouse, each line's counts, measurements and photos. */
export function OrderLinesCard({ order: o }: { order: OrderDetail }) {
  const t = useTranslations("orderPage");
  const atWarehouse = o.arrivalTime !== null || o.lines.some((l) => l.arrivedQty > 0);
  // The details' lines carry what the warehouse measured; OrderLines hands back the list's line type.
  const detailLine = new Map(o.lines.map((l) => [l.id, l]));
  return (
    <section className="card">
      <h2 className="mb-3 font-bold">{t("lines")}</h2>
      <OrderLines
        lines={o.lines}
        fba
        extra={atWarehouse ? (l) => <LineWarehouse line={l} measured={detailLine.get(l.id)} /> : undefined}
      />
    </section>
  );
}

export function PriceBreakdownCard({ order }: { order: OrderDetail }) {
  const t = useTranslations("orderPage");
  return (
    <section className="card">
      <h2 className="mb-3 font-bold">{t("priceBreakdown")}</h2>
      <PriceBreakdown order={order} />
    </section>
  );
}

/**
 * Every status change of the order, oldest first, with who made it (docs/order-lifecycle.md actors), named in the
 * seller's words unless the console gives its own (`actorLabel`).
 */
export function OrderTimelineCard({
  order,
  actorLabel,
}: {
  order: OrderDetail;
  actorLabel?: (actor: TimelineActor) => string;
}) {
  const t = useTranslations("orderPage");
  return (
    <section className="card">
      <h2 className="mb-3 font-bold">{t("timeline")}</h2>
      <StatusTimeline
        entries={order.timeline}
        label={(status) => <StatusLabel status={status} />}
        testId="order-timeline"
        actorLabel={actorLabel}
      />
    </section>
  );
}

/** Where the order goes; `action` beside the title (the seller's "change address" while it may change). */
export function DeliveryAddressCard({ order, action }: { order: OrderDetail; action?: ReactNode }) {
  const t = useTranslations("orderPage");
  return (
    <section className="card">
      <div className="mb-2 flex items-center justify-between gap-2">
        <h2 className="font-bold">{t("deliveryAddress")}</h2>
        {action}
      </div>
      {order.address ? (
        <AddressCard address={order.address} />
      ) : (
        <p className="text-sm text-slate-500">{t("noAddress")}</p>
      )}
    </section>
  );
}
