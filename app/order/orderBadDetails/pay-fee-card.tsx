"use client";

import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { formatYen } from "@/lib/format";
import { useFormAction } from "../../_components/use-form-action";
import { Yen } from "../../_orders/money";
import { newIdempotencyKey } from "../../_orders/order-api";
import { TopUpLinks } from "../../_orders/top-up-links";
import { problemsChanged, type ProblemDetail } from "../../_problems/problem-api";
import { useWalletChanged, useWalletSummary } from "../../_wallet/use-wallet";

/**
 * The quoted return/destruction fee, paid from the balance. One idempotency key per screen and problem: a
 * double tap or a retry after a lost answer pays once (the server answers the first payment again).
 * A balance too small shows the shortfall and the top-ups; the server's refusal shows as a toast.
 */
export function PayFeeCard({ problem }: { problem: ProblemDetail }) {
  const { call, toast, t, busy } = useFormAction();
  const queryClient = useQueryClient();
  const walletChanged = useWalletChanged();
  const summary = useWalletSummary();
  const [key] = useState(newIdempotencyKey);
  const balance = summary.data?.balance;
  const shortfall = balance === undefined ? 0 : Math.max(0, problem.feeYen - balance);

  async function pay() {
    const res = await call("/shop/problem/payFee", {
      method: "POST",
      body: { problemId: problem.id, idempotencyKey: key },
    });
    if (res) {
      toast.show("success", res.msg);
      await problemsChanged(queryClient);
    } else await walletChanged();
  }

  return (
    <section className="card flex flex-col gap-3 ring-2 ring-amber-300" data-testid="pay-fee">
      <h2 className="font-bold">{t("problemPage.payFeeTitle")}</h2>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 text-sm">
        <dt className="text-slate-600">{t("problemPage.quotedFee")}</dt>
        <dd className="text-right">
          <Yen amount={problem.feeYen} className="text-lg font-bold text-brand" />
        </dd>
        <dt className="text-slate-600">{t("orderPage.balance")}</dt>
        <dd className="text-right" data-testid="fee-balance">
          {balance !== undefined ? <Yen amount={balance} /> : summary.isError ? "-" : "…"}
        </dd>
      </dl>
      {problem.agentReply && (
        <p className="rounded-lg bg-slate-50 p-2 text-xs text-slate-600">
          <span className="font-semibold">{t("problemPage.agentNote")}</span> {problem.agentReply}
        </p>
      )}
      {shortfall > 0 && (
        <div className="flex flex-col gap-2 rounded-lg bg-rose-50 p-3 text-sm text-rose-800" role="alert">
          <p data-testid="fee-shortfall">{t("orderPage.balanceShort", { amount: formatYen(shortfall) })}</p>
          <TopUpLinks />
        </div>
      )}
      <button type="button" className="btn-primary" disabled={busy} onClick={() => void pay()}>
        {t("problemPage.payFromBalance")}
      </button>
    </section>
  );
}
