"use client";

import { useTranslations } from "next-intl";
import { Yen } from "@/app/_components/money";
import { useWalletSummary } from "./use-wallet";
import type { WalletSummary } from "./wallet-api";

/** Current balance and the amount held for withdrawals under review; `rendered`: what the page came with. */
export function BalanceCard({
  children,
  rendered,
}: {
  children?: React.ReactNode;
  rendered?: WalletSummary;
}) {
  const t = useTranslations("walletPage");
  const tc = useTranslations("common");
  const summary = useWalletSummary(rendered);
  const s = summary.data;
  return (
    <section className="card" aria-label={t("balanceTitle")}>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div className="rounded-lg bg-orange-50 p-3">
          <dt className="text-slate-600">{t("balance")}</dt>
          <dd className="text-xl font-bold text-brand">
            {s ? <Yen amount={s.balance} testId="wallet-balance" /> : summary.isError ? "-" : "…"}
          </dd>
        </div>
        <div className="rounded-lg bg-slate-50 p-3">
          <dt className="text-slate-600">{t("frozen")}</dt>
          <dd className="text-xl font-bold">
            {s ? <Yen amount={s.frozenAmount} testId="wallet-frozen" /> : summary.isError ? "-" : "…"}
          </dd>
        </div>
      </dl>
      {!!s?.storageDue && (
        <p className="mt-2 rounded-lg bg-amber-50 p-2 text-sm text-amber-900" data-testid="storage-due">
          {t("storageDue", { amount: s.storageDue })}
        </p>
      )}
      {summary.isError && (
        <p className="mt-2 text-sm text-rose-600">
          {t("summaryFailed")}{" "}
          <button type="button" className="underline" onClick={() => void summary.refetch()}>
            {tc("retry")}
          </button>
        </p>
      )}
      {children}
    </section>
  );
}
