"use client";

import Link from "@/app/_components/link";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { Yen } from "@/app/_components/money";
import { parseIds } from "../../_orders/order-api";
import { canPay } from "../../_orders/status-filters";
import { StatusBadge } from "../../_orders/status-badge";
import { TopUpLinks } from "../../_orders/top-up-links";
import { useBalance, useOrders } from "../../_orders/use-orders";
import { ContainerStatusBadge } from "../../_shipping/container-labels";
import { useContainers } from "../../_shipping/use-containers";

/**
 * /pay-status?orderIds=…&containerIds=…&result=success|failed. Amounts come from the orders, the packing-list
 * bills and the balance as they are now, not from the address, so a reload shows the truth.
 */
export function PayStatusScreen() {
  const t = useTranslations();
  const params = useSearchParams();
  const ids = parseIds(params.get("orderIds"));
  const success = params.get("result") === "success";
  const containerIds = parseIds(params.get("containerIds"));
  const { orders, pending: ordersPending } = useOrders(ids);
  const bills = useContainers(containerIds);
  const pending = ordersPending || bills.pending;
  const balance = useBalance();
  const paid =
    orders.reduce((s, o) => s + o.paidYen, 0) +
    bills.containers.reduce((s, c) => s + (c.payTime ? c.totalYen : 0), 0);
  const unpaid = orders.filter((o) => canPay(o.orderStatus)).map((o) => o.id);
  const unpaidBills = bills.containers.filter((c) => c.canPay).map((c) => c.id);
  const retry = [
    unpaid.length ? `ids=${unpaid.join(",")}` : "",
    unpaidBills.length ? `containerIds=${unpaidBills.join(",")}` : "",
  ]
    .filter(Boolean)
    .join("&");
  // Paid orders wait for purchase (or for the agent's price check): the list opens on their status.
  const statuses = [...new Set(orders.map((o) => o.orderStatus))];
  const listHref = statuses.length === 1 ? `/order/orderList?orderStatus=${statuses[0]}` : "/order/orderList";

  if (!ids.length && !containerIds.length) return <NothingToShow />;
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4">
      <section
        className="card flex flex-col items-center gap-3 py-8 text-center"
        data-testid="pay-status"
        role={success ? "status" : "alert"}
      >
        <span
          aria-hidden
          className={`flex h-14 w-14 items-center justify-center rounded-full text-3xl text-white ${success ? "bg-emerald-600" : "bg-rose-600"}`}
        >
          {success ? "✓" : "!"}
        </span>
        <h1 className="text-xl font-bold">{success ? t("orderPage.paySuccess") : t("spec.paymentFailed")}</h1>
        {success ? (
          <dl className="grid w-full max-w-xs grid-cols-[1fr_auto] gap-1 text-sm">
            <dt className="text-left text-slate-600">{t("orderPage.paidAmount")}</dt>
            <dd className="text-right font-bold" data-testid="paid-amount">
              {pending ? "…" : <Yen amount={paid} />}
            </dd>
            <dt className="text-left text-slate-600">{t("orderPage.newBalance")}</dt>
            <dd className="text-right" data-testid="new-balance">
              {balance === undefined ? "…" : <Yen amount={balance} />}
            </dd>
          </dl>
        ) : (
          <p className="text-sm text-slate-600">{t("orderPage.payFailedHint")}</p>
        )}
      </section>

      {(orders.length > 0 || bills.containers.length > 0) && (
        <ul className="card flex flex-col gap-2 text-sm">
          {bills.containers.map((c) => (
            <li key={`c${c.id}`} className="flex items-center justify-between gap-2" data-testid="paid-bill">
              <Link href={`/batchDetails?id=${c.id}`} className="break-all hover:underline">
                {c.containerNo}
              </Link>
              <span className="flex items-center gap-2">
                <Yen amount={c.totalYen} />
                <ContainerStatusBadge status={c.status} />
              </span>
            </li>
          ))}
          {orders.map((o) => (
            <li key={o.id} className="flex items-center justify-between gap-2">
              <Link href={`/order/orderDetails?id=${o.id}`} className="break-all hover:underline">
                {o.orderNo}
              </Link>
              <span className="flex items-center gap-2">
                <Yen amount={o.totalYen} />
                <StatusBadge status={o.orderStatus} />
              </span>
            </li>
          ))}
        </ul>
      )}

      <div className="flex flex-col gap-2">
        {!success && retry && (
          <>
            <Link href={`/bundle?${retry}`} className="btn-primary text-center">
              {t("orderPage.retryPayment")}
            </Link>
            <div className="card flex flex-col gap-2 text-sm">
              {t("orderPage.topUpHint")}
              <TopUpLinks />
            </div>
          </>
        )}
        {containerIds.length > 0 && (
          <Link
            href="/batchManage"
            className={success ? "btn-primary text-center" : "btn-secondary text-center"}
          >
            {t("shipmentPage.toBatchList")}
          </Link>
        )}
        {(ids.length > 0 || !containerIds.length) && (
          <Link
            href={listHref}
            className={
              success && !containerIds.length ? "btn-primary text-center" : "btn-secondary text-center"
            }
          >
            {t("orderPage.toOrderList")}
          </Link>
        )}
      </div>
    </div>
  );
}

/** Opened without a payment to report (a bookmark, a typed address): neutral, with where payments show. */
export function NothingToShow({ links = "orders" }: { links?: "orders" | "topUps" }) {
  const t = useTranslations();
  return (
    <section
      className="card mx-auto flex max-w-xl flex-col items-center gap-3 py-8 text-center"
      data-testid="pay-status-empty"
    >
      <h1 className="text-xl font-bold">{t("payStatus.nothingTitle")}</h1>
      <p className="text-sm text-slate-600">{t("payStatus.nothingText")}</p>
      <div className="flex flex-wrap justify-center gap-2">
        {links === "orders" ? (
          <Link href="/order/orderList" className="btn-secondary">
            {t("orderPage.toOrderList")}
          </Link>
        ) : (
          <Link href="/account/rechargeList" className="btn-secondary">
            {t("walletPage.toTopUpRecords")}
          </Link>
        )}
        <Link href="/accountEcords" className="btn-secondary">
          {t("walletPage.toRecords")}
        </Link>
      </div>
    </section>
  );
}
