"use client";

import { memo } from "react";
import Link from "@/app/_components/link";
import { useTranslations } from "next-intl";
import { CodeLabel } from "../_problems/problem-labels";
import { formatDateTime } from "@/lib/format";
import { Yen } from "@/app/_components/money";
import { Yuan } from "@/app/_components/yuan";
import { OrderLines } from "./order-lines";
import { StatusBadge } from "./status-badge";
import { canCancel, canPay } from "./status-filters";
import type { OrderRow } from "./types";

/**
 * One order in the list: number, shop, status, lines, amounts in yen and yuan, time and actions; `first`
 * for the card at the top of the list, whose pictures are fetched at once. Memoised: the list's own state
 * (status counts, filters, the cancel dialog) changes without changing its orders.
 */
export const OrderCard = memo(function OrderCard({
  order,
  onCancel,
  first,
}: {
  order: OrderRow;
  onCancel: (o: { id: number; orderNo: string; paid: boolean }) => void;
  first?: boolean;
}) {
  const t = useTranslations("orderPage");
  const details = `/order/orderDetails?id=${order.id}`;
  return (
    <li className="card flex flex-col gap-3" data-testid="order-card" data-order-no={order.orderNo}>
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0 text-sm">
          <Link href={details} className="inline-block break-all py-0.5 font-semibold hover:underline">
            {order.orderNo}
          </Link>
          <p className="truncate text-xs text-slate-500">
            {order.shopName ?? t("unknownShop")} · <CodeLabel group="platform" code={order.platformType} />
          </p>
        </div>
        <StatusBadge status={order.orderStatus} />
      </div>
      <OrderLines lines={order.lines} priority={first} />
      <div className="flex flex-wrap items-end justify-between gap-2 border-t border-slate-100 pt-2 text-sm">
        <span className="text-xs text-slate-500">{formatDateTime(order.createTime)}</span>
        <span className="text-right">
          <span className="mr-2 text-xs text-slate-500">
            {t("piecesTotal", { count: order.goodsCount })} · <Yuan amount={order.goodsAmount} />
          </span>
          <Yen amount={order.totalYen} className="text-base font-bold text-brand" />
        </span>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        {canCancel(order.orderStatus) && (
          <button
            type="button"
            className="btn-secondary"
            onClick={() => onCancel({ id: order.id, orderNo: order.orderNo, paid: order.paidYen > 0 })}
          >
            {t("cancelOrder")}
          </button>
        )}
        <Link href={details} className="btn-secondary">
          {t("details")}
        </Link>
        {canPay(order.orderStatus) && (
          <Link
            href={`/bundle?ids=${order.id}`}
            className="btn-secondary border-brand font-semibold text-brand"
          >
            {t("pay")}
          </Link>
        )}
      </div>
    </li>
  );
});
