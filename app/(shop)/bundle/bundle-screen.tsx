"use client";

import Link from "@/app/_components/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { PAYMENT_METHOD } from "@/lib/codes";
import { formatYen } from "@/lib/format";
import { LoadFailed } from "../../_components/load-failed";
import { Yen } from "@/app/_components/money";
import { parseIds } from "../../_orders/order-api";
import { OrderLines } from "../../_orders/order-lines";
import { canPay } from "../../_orders/status-filters";
import { StatusBadge } from "../../_orders/status-badge";
import { usePayWithBalance } from "../../_orders/pay-with-balance";
import { useBalance, useOrders } from "../../_orders/use-orders";
import { useContainers } from "../../_shipping/use-containers";
import { BundleBill } from "./bundle-bill";
import { BundleCandidates } from "./bundle-candidates";
import { PayByMethod, methodOf } from "./pay-by-method";
import { usePayTogether } from "./use-pay-together";
import { LoadingCards } from "../../_components/skeleton";

/**
 * /bundle?ids=…&containerIds=…&method=…: combined payment of unpaid orders and packing-list bills; more of
 * either can be added. From the balance in one transaction (orders alone through payByBalance, with a bill
 * through POST /shop/pay/balance), or by PayPal or bank transfer (pay-by-method.tsx).
 */
export function BundleScreen() {
  const t = useTranslations();
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const ids = parseIds(params.get("ids"));
  const containerIds = parseIds(params.get("containerIds"));
  const ordersQuery = useOrders(ids);
  const bills = useContainers(containerIds);
  const { orders } = ordersQuery;
  const pending = ordersQuery.pending || bills.pending;
  const error = ordersQuery.error ?? bills.error;
  const refetch = () => {
    ordersQuery.refetch();
    bills.refetch();
  };
  const balance = useBalance();
  const payOrders = usePayWithBalance();
  const payTogether = usePayTogether();
  const [busy, setBusy] = useState(false);
  const [method, setMethod] = useState(() => methodOf(params.get("method")));
  const payable = orders.filter((o) => canPay(o.orderStatus));
  const payableBills = bills.containers.filter((c) => c.canPay);
  const total =
    payable.reduce((s, o) => s + o.totalYen, 0) + payableBills.reduce((s, c) => s + c.totalYen, 0);
  const short = balance !== undefined && balance < total;
  const count = payable.length + payableBills.length;

  async function submit() {
    setBusy(true);
    try {
      const orderIds = payable.map((o) => o.id);
      if (payableBills.length)
        await payTogether(
          orderIds,
          payableBills.map((c) => c.id),
        );
      else await payOrders(orderIds);
    } finally {
      setBusy(false);
    }
  }

  function add({ orderId, containerId }: { orderId?: number; containerId?: number }) {
    const next = new URLSearchParams(params.toString());
    if (orderId) next.set("ids", [...ids, orderId].join(","));
    if (containerId) next.set("containerIds", [...containerIds, containerId].join(","));
    router.replace(`${pathname}?${next.toString()}`, { scroll: false });
  }

  if (ids.length === 0 && containerIds.length === 0)
    return <p className="card text-sm text-rose-600">{t("spec.pageNotFound")}</p>;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 className="text-lg font-bold">{t("orderPage.bundleTitle")}</h1>
      {error && <LoadFailed error={error} onRetry={refetch} />}
      {pending && <LoadingCards />}
      <ul className="flex flex-col gap-3">
        {orders.map((o) => (
          <li key={o.id} className="card flex flex-col gap-2" data-testid="bundle-order">
            <div className="flex items-start justify-between gap-2 text-sm">
              <Link
                href={`/order/orderDetails?id=${o.id}`}
                className="break-all font-semibold hover:underline"
              >
                {o.orderNo}
              </Link>
              <StatusBadge status={o.orderStatus} />
            </div>
            <p className="text-xs text-slate-500">{o.shopName ?? t("orderPage.unknownShop")}</p>
            <OrderLines lines={o.lines} />
            <p className="text-right">
              <Yen amount={o.totalYen} className="font-bold" />
            </p>
            {!canPay(o.orderStatus) && <p className="text-xs text-slate-500">{t("orderPage.notPayable")}</p>}
          </li>
        ))}
        {bills.containers.map((c) => (
          <BundleBill key={c.id} container={c} />
        ))}
      </ul>
      {!pending && <BundleCandidates orderIds={ids} containerIds={containerIds} onAdd={add} />}
      {!pending && (
        <section className="card sticky bottom-16 flex flex-col gap-2 md:bottom-2" data-overlay-bar>
          <dl className="grid grid-cols-[1fr_auto] gap-1 text-sm">
            <dt>{t("orderPage.bundleTotal", { count })}</dt>
            <dd className="text-right text-lg font-bold text-brand" data-testid="bundle-total">
              <Yen amount={total} />
            </dd>
            <dt className="text-slate-600">{t("orderPage.balance")}</dt>
            <dd className="text-right" data-testid="balance">
              {balance === undefined ? "…" : <Yen amount={balance} />}
            </dd>
          </dl>
          {short && method === PAYMENT_METHOD.BALANCE && (
            <div
              className="flex flex-col gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-800"
              role="note"
            >
              {t("orderPage.balanceShort", { amount: formatYen(total - (balance ?? 0)) })}
              {t("orderPage.orPayOtherwise")}
            </div>
          )}
          <PayByMethod
            total={count ? total : 0}
            balance={balance}
            orderIds={payable.map((o) => o.id)}
            containerIds={payableBills.map((c) => c.id)}
            method={method}
            onMethod={setMethod}
            busy={busy}
            onPayFromBalance={() => void submit()}
          />
        </section>
      )}
    </div>
  );
}
