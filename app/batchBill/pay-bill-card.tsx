"use client";

import Link from "next/link";
import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { formatYen } from "@/lib/format";
import { useFormAction } from "../_components/use-form-action";
import { Yen } from "../_orders/money";
import { newIdempotencyKey } from "../_orders/order-api";
import { TopUpLinks } from "../_orders/top-up-links";
import { useWalletChanged, useWalletSummary } from "../_wallet/use-wallet";
import { shipmentsChanged, type ContainerDetail } from "../_shipping/shipping-api";

/**
 * Paying the bill from the balance (POST /shop/pay/balance). One idempotency key per screen and packing
 * list: a double tap or a retry after a lost answer pays once. Too small a balance shows the shortfall and
 * the top-ups; the bill can also be paid together with unpaid orders on /bundle.
 */
export function PayBillCard({ container: c }: { container: ContainerDetail }) {
  const { call, toast, t, busy } = useFormAction();
  const queryClient = useQueryClient();
  const walletChanged = useWalletChanged();
  const summary = useWalletSummary();
  const [key] = useState(newIdempotencyKey);
  const balance = summary.data?.balance;
  const shortfall = balance === undefined ? 0 : Math.max(0, c.totalYen - balance);

  async function pay() {
    const res = await call("/shop/pay/balance", {
      method: "POST",
      body: { containerIds: [c.id], idempotencyKey: key },
    });
    if (res) toast.show("success", res.msg);
    await (res ? shipmentsChanged(queryClient) : walletChanged());
  }

  return (
    <section className="card flex flex-col gap-3 ring-2 ring-amber-300" data-testid="pay-bill">
      <h2 className="font-bold">{t("shipmentPage.payTitle")}</h2>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 text-sm">
        <dt className="text-slate-600">{t("shipmentPage.billTotal")}</dt>
        <dd className="text-right">
          <Yen amount={c.totalYen} className="text-lg font-bold text-brand" />
        </dd>
        <dt className="text-slate-600">{t("orderPage.balance")}</dt>
        <dd className="text-right" data-testid="pay-balance">
          {balance !== undefined ? <Yen amount={balance} /> : summary.isError ? "-" : "…"}
        </dd>
      </dl>
      {shortfall > 0 && (
        <div className="flex flex-col gap-2 rounded-lg bg-rose-50 p-3 text-sm text-rose-800" role="alert">
          <p data-testid="pay-shortfall">{t("orderPage.balanceShort", { amount: formatYen(shortfall) })}</p>
          <TopUpLinks />
        </div>
      )}
      <button
        type="button"
        className="btn-primary"
        disabled={busy || shortfall > 0 || balance === undefined}
        onClick={() => void pay()}
        data-testid="pay-bill-button"
      >
        {t("shipmentPage.payFromBalance")}
      </button>
      <Link
        href={`/bundle?containerIds=${c.id}`}
        className="text-center text-sm text-brand hover:underline"
        data-testid="pay-together"
      >
        {t("shipmentPage.payTogether")}
      </Link>
    </section>
  );
}
