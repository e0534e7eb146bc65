"use client";

import Link from "@/app/_components/link";
import { useTranslations } from "next-intl";
import { StatusLabel } from "../../../_orders/status-badge";
import type { OrderDetail } from "../../../_orders/types";

/** The order this one was split from, and the orders split off from it (partial return or destruction). */
export function RelatedOrders({ order: o }: { order: OrderDetail }) {
  const t = useTranslations("orderPage");
  if (!o.parentOrder && !o.splitOrders.length) return null;
  return (
    <section className="card" data-testid="related-orders">
      <h2 className="mb-3 font-bold">{t("relatedTitle")}</h2>
      <ul className="flex flex-col gap-2 text-sm">
        {o.parentOrder && (
          <li className="flex flex-wrap items-center gap-2">
            <span className="text-slate-500">{t("parentOrder")}</span>
            <Link
              href={`/order/orderDetails?id=${o.parentOrder.id}`}
              className="break-all text-brand hover:underline"
            >
              {o.parentOrder.orderNo}
            </Link>
          </li>
        )}
        {o.splitOrders.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center gap-2">
            <span className="text-slate-500">{t("splitOrder")}</span>
            <Link href={`/order/orderDetails?id=${s.id}`} className="break-all text-brand hover:underline">
              {s.orderNo}
            </Link>
            {/* a label, not the badge: "order-status" stays this order's own */}
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-600">
              <StatusLabel status={s.orderStatus} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
