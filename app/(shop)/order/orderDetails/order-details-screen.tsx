"use client";

import { queryKeyOf } from "@/lib/client/endpoint";
import { orderDetail } from "@/lib/client/endpoints";
import Link from "@/app/_components/link";
import { useSearchParams } from "next/navigation";
import { useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { labelKeyOf } from "@/lib/codes";
import { CodeLabel } from "../../../_problems/problem-labels";
import { formatDateTime } from "@/lib/format";
import type { Locale } from "@/lib/i18n/locales";
import { RecordStatus } from "../../../_components/record-status";
import { PaymentInvoices } from "../../../_invoices/invoice-links";
import { useSignIn } from "../../../_components/session";
import { fetchOrder, parseIds } from "../../../_orders/order-api";
import { StatusBadge } from "../../../_orders/status-badge";
import { canCancel, canChangeAddress, canPay } from "../../../_orders/status-filters";
import { useCancelOrder } from "../../../_orders/use-cancel-order";
import { AgentPrice } from "./agent-price";
import { OrderProblems } from "../../../_orders/order-problems";
import {
  DeliveryAddressCard,
  OrderLinesCard,
  OrderTimelineCard,
  PriceBreakdownCard,
} from "../../../_orders/order-detail-cards";
import { RelatedOrders } from "./related-orders";
import { WarehouseInfo } from "../../../_orders/warehouse-info";

/**
 * /order/orderDetails?id=…: lines with FBA codes and their warehouse counts, measurements and photos, price
 * breakdown, warehouse steps, defects, split orders, address, timeline, pay/cancel.
 */
export function OrderDetailsScreen() {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const { sessionKey } = useSignIn();
  const id = parseIds(useSearchParams().get("id"))[0];
  const order = useQuery({
    queryKey: queryKeyOf(orderDetail, sessionKey, locale, id),
    enabled: !!sessionKey && !!id,
    queryFn: () => fetchOrder(locale, id),
  });
  const cancel = useCancelOrder();
  const o = order.data;

  if (!id || order.isError || !o) return <RecordStatus id={id} query={order} />;

  const method = o.paymentMethod === null ? undefined : labelKeyOf("paymentMethod", o.paymentMethod);
  // The server counts missing pieces only once the order has arrived (lib/orders/order-view.ts).
  const missing = o.lines.reduce((n, l) => n + l.missingQty, 0);
  const agent = labelKeyOf("agentFlag", o.agentFlag);
  return (
    <div className="flex flex-col gap-4" data-testid="order-details">
      <Link href="/order/orderList" className="text-sm text-brand hover:underline">
        ← {t("orderPage.backToList")}
      </Link>
      <section className="card flex flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h1 className="break-all text-lg font-bold" data-testid="order-no">
              {o.orderNo}
            </h1>
            <p className="text-sm text-slate-500">
              {o.shopName ?? t("orderPage.unknownShop")} ·{" "}
              <CodeLabel group="platform" code={o.platformType} />
            </p>
          </div>
          <StatusBadge status={o.orderStatus} />
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-500">{t("orderPage.createTime")}</dt>
          <dd>{formatDateTime(o.createTime)}</dd>
          {o.payTime && (
            <>
              <dt className="text-slate-500">{t("orderPage.payTime")}</dt>
              <dd>{formatDateTime(o.payTime)}</dd>
            </>
          )}
          {method && (
            <>
              <dt className="text-slate-500">{t("orderPage.paymentMethod")}</dt>
              <dd>{t(method)}</dd>
            </>
          )}
          {agent && (
            <>
              <dt className="text-slate-500">{t("orderPage.agentFlag")}</dt>
              <dd>{t(agent)}</dd>
            </>
          )}
          {o.remark && (
            <>
              <dt className="text-slate-500">{t("orderPage.remark")}</dt>
              <dd className="whitespace-pre-wrap break-words">{o.remark}</dd>
            </>
          )}
        </dl>
        {missing > 0 && (
          <p
            className="rounded-lg bg-amber-50 p-2 text-sm font-semibold text-amber-900 ring-1 ring-amber-200"
            role="note"
            data-testid="short-arrival"
          >
            {t("orderPage.shortArrival", { count: missing })}
          </p>
        )}
        {(canPay(o.orderStatus) || canCancel(o.orderStatus)) && (
          <div className="flex flex-wrap justify-end gap-2 pt-1">
            {canCancel(o.orderStatus) && (
              <button
                type="button"
                className="btn-secondary"
                disabled={cancel.busy}
                onClick={() => cancel.ask({ id: o.id, orderNo: o.orderNo, paid: o.paidYen > 0 })}
              >
                {t("orderPage.cancelOrder")}
              </button>
            )}
            {canPay(o.orderStatus) && (
              <Link
                href={`/bundle?ids=${o.id}`}
                className="btn-secondary border-brand font-semibold text-brand"
              >
                {t("orderPage.pay")}
              </Link>
            )}
          </div>
        )}
      </section>
      <AgentPrice
        order={o}
        onCancel={() => cancel.ask({ id: o.id, orderNo: o.orderNo, paid: o.paidYen > 0 })}
      />

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <OrderLinesCard order={o} />
        <div className="flex flex-col gap-4">
          <PriceBreakdownCard order={o} />
          <PaymentInvoices payments={o.payments} />
          <WarehouseInfo order={o} />
          <OrderProblems order={o} linkOf={(id) => `/order/orderBadDetails?id=${id}`} />
          <RelatedOrders order={o} />
          <DeliveryAddressCard
            order={o}
            action={
              canChangeAddress(o.orderStatus) && (
                <Link href={`/upDateAddress?orderId=${o.id}`} className="btn-secondary">
                  {t("orderPage.changeAddress")}
                </Link>
              )
            }
          />
        </div>
      </div>

      <OrderTimelineCard order={o} />
      {cancel.dialog}
    </div>
  );
}
