"use client";

import { useTranslations } from "next-intl";
import { formatNumber } from "@/lib/format";
import { Yen } from "@/app/_components/money";
import { Yuan } from "@/app/_components/yuan";
import type { OrderRow } from "./types";
import { TotalRow } from "@/app/_components/total-row";

/**
 * The order's price snapshot: goods in yuan at the rate of the moment (rounded up), shipping, commission;
 * and what came back because the agent bought for less.
 */
export function PriceBreakdown({ order }: { order: OrderRow }) {
  const t = useTranslations("orderPage");
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 text-sm" data-testid="price-breakdown">
      <dt className="text-slate-600">{t("goodsAmount")}</dt>
      <dd className="text-right">
        <span className="mr-2 text-xs text-slate-500">
          <Yuan amount={order.goodsAmount} /> × {formatNumber(order.rate, 4)}
        </span>
        <Yen amount={order.goodsAmountYen} />
      </dd>
      <dt className="text-slate-600">{t("domesticShipping")}</dt>
      <dd className="text-right">
        <Yen amount={order.domesticShippingYen} />
      </dd>
      <dt className="text-slate-600">{t("commission")}</dt>
      <dd className="text-right">
        <Yen amount={order.commissionYen} />
      </dd>
      <TotalRow label={t("totalAmount")} testId="order-total-yen">
        <Yen amount={order.totalYen} />
      </TotalRow>
      <dt className="text-slate-600">{t("paidAmount")}</dt>
      <dd className="text-right">
        <Yen amount={order.paidYen} />
      </dd>
      {order.purchaseRefundYen > 0 && (
        <>
          <dt className="text-slate-600">{t("purchaseRefund")}</dt>
          <dd className="text-right text-emerald-700" data-testid="purchase-refund">
            +<Yen amount={order.purchaseRefundYen} />
          </dd>
        </>
      )}
    </dl>
  );
}
