"use client";

import { queryKeyOf } from "@/lib/client/endpoint";
import { containerList, orderList } from "@/lib/client/endpoints";
import { useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { CONTAINER_STATUS, LIMITS, ORDER_STATUS } from "@/lib/codes";
import type { Locale } from "@/lib/i18n/locales";
import { useSignIn } from "../../_components/session";
import { Yen } from "@/app/_components/money";
import { fetchOrderPage } from "../../_orders/order-api";
import { fetchContainerPage } from "../../_shipping/shipping-api";

type Props = {
  orderIds: number[];
  containerIds: number[];
  onAdd: (add: { orderId?: number; containerId?: number }) => void;
};

/**
 * The seller's other unpaid orders and bills awaiting payment, to add to this payment: one transaction pays
 * them all (SPEC §2 /bundle combined payment).
 */
export function BundleCandidates({ orderIds, containerIds, onAdd }: Props) {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const { sessionKey } = useSignIn();
  const orders = useQuery({
    queryKey: queryKeyOf(orderList, sessionKey, locale, "unpaid"),
    enabled: !!sessionKey,
    queryFn: () =>
      fetchOrderPage(locale, { orderStatus: ORDER_STATUS.AWAITING_PAYMENT }, 1, LIMITS.maxPageSize),
  });
  const bills = useQuery({
    queryKey: queryKeyOf(containerList, sessionKey, locale, "unpaid"),
    enabled: !!sessionKey,
    queryFn: () =>
      fetchContainerPage(locale, { status: CONTAINER_STATUS.AWAITING_PAYMENT }, 1, LIMITS.maxPageSize),
  });
  const moreOrders = (orders.data?.rows ?? []).filter((o) => !orderIds.includes(o.id));
  const moreBills = (bills.data?.rows ?? []).filter((c) => !containerIds.includes(c.id));
  if (!moreOrders.length && !moreBills.length) return null;

  const row = (key: string, label: string, amount: number, testId: string, add: () => void) => (
    <li key={key} className="flex items-center justify-between gap-3 text-sm">
      <span className="min-w-0 break-all">{label}</span>
      <span className="flex shrink-0 items-center gap-2">
        <Yen amount={amount} />
        <button type="button" className="btn-secondary" onClick={add} data-testid={testId}>
          {t("shipmentPage.addToPayment")}
        </button>
      </span>
    </li>
  );
  return (
    <section className="card flex flex-col gap-2" data-testid="bundle-candidates">
      <h2 className="font-semibold">{t("shipmentPage.payTooTitle")}</h2>
      <ul className="flex flex-col gap-2">
        {moreBills.map((c) =>
          row(
            `c${c.id}`,
            t("shipmentPage.billOf", { containerNo: c.containerNo }),
            c.totalYen,
            "bundle-add-bill",
            () => onAdd({ containerId: c.id }),
          ),
        )}
        {moreOrders.map((o) =>
          row(`o${o.id}`, o.orderNo, o.totalYen, "bundle-add-order", () => onAdd({ orderId: o.id })),
        )}
      </ul>
    </section>
  );
}
