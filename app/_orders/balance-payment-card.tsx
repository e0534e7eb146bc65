"use client";

import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { formatYen } from "@/lib/format";
import { Yen } from "@/app/_components/money";
import { TopUpLinks } from "./top-up-links";
import type { BalancePayment } from "./use-balance-payment";

type Props = {
  title: string;
  amountLabel: string;
  amountYen: number;
  payment: BalancePayment;
  testIds: { card: string; balance: string; shortfall: string };
  /** shown between the amounts and the shortfall */
  note?: ReactNode;
  /** the pay button and what goes with it */
  children: ReactNode;
};

/** The amount due beside the balance, and when the balance is too small the shortfall with the top-ups. */
export function BalancePaymentCard({
  title,
  amountLabel,
  amountYen,
  payment,
  testIds,
  note,
  children,
}: Props) {
  const t = useTranslations("orderPage");
  const { balance, balanceFailed, shortfall } = payment;
  return (
    <section className="card flex flex-col gap-3 ring-2 ring-amber-300" data-testid={testIds.card}>
      <h2 className="font-bold">{title}</h2>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 text-sm">
        <dt className="text-slate-600">{amountLabel}</dt>
        <dd className="text-right">
          <Yen amount={amountYen} className="text-lg font-bold text-brand" />
        </dd>
        <dt className="text-slate-600">{t("balance")}</dt>
        <dd className="text-right" data-testid={testIds.balance}>
          {balance !== undefined ? <Yen amount={balance} /> : balanceFailed ? "-" : "…"}
        </dd>
      </dl>
      {note}
      {shortfall > 0 && (
        <div className="flex flex-col gap-2 rounded-lg bg-rose-50 p-3 text-sm text-rose-800" role="alert">
          <p data-testid={testIds.shortfall}>{t("balanceShort", { amount: formatYen(shortfall) })}</p>
          <TopUpLinks />
        </div>
      )}
      {children}
    </section>
  );
}
