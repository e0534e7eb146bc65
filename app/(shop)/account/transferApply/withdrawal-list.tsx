"use client";

import { useTranslations } from "next-intl";
import { walletWithdrawalList } from "@/lib/client/endpoints";
import { formatDateTime } from "@/lib/format";
import { ListStatus } from "../../../_wallet/list-status";
import { Yen } from "@/app/_components/money";
import { StatusBadge } from "../../../_wallet/status-badge";
import { usePaged } from "../../../_wallet/use-paged";

/** The customer's withdrawal requests, newest first, with their review status. */
export function WithdrawalList() {
  const t = useTranslations("walletPage");
  const paged = usePaged(walletWithdrawalList);
  return (
    <section className="flex flex-col gap-2">
      <h2 className="font-semibold">{t("myWithdrawals")}</h2>
      <ul className="flex flex-col gap-2" data-testid="withdrawal-list" aria-busy={paged.query.isFetching}>
        {paged.rows.map((w) => (
          <li key={w.id} className="card flex flex-col gap-1 text-sm" data-testid="withdrawal">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <Yen amount={w.amount} className="text-lg font-bold" testId="withdrawal-amount" />
                <p className="font-mono text-xs text-slate-500">{w.withdrawalNo}</p>
              </div>
              <StatusBadge status={w.reviewStatus} label={w.reviewStatusLabel} audit />
            </div>
            <p className="break-all text-xs text-slate-600">
              {w.bankName} {w.branchName} {w.accountTypeLabel} {w.accountNo} {w.accountHolder}
            </p>
            {w.holderIdCard && (
              <p className="break-all text-xs text-slate-600" data-testid="card-holder">
                {t("cardHolder", { id: w.holderIdCard, mobile: w.holderMobile ?? "" })}
              </p>
            )}
            <p className="text-xs text-slate-500">
              {t("createdAt")} {formatDateTime(w.createTime)}
              {w.reviewTime ? ` · ${t("reviewedAt")} ${formatDateTime(w.reviewTime)}` : ""}
            </p>
            {w.reviewNote && <p className="break-words text-xs text-slate-600">{w.reviewNote}</p>}
          </li>
        ))}
      </ul>
      <ListStatus
        query={paged.query}
        count={paged.rows.length}
        ready={paged.ready}
        sentinel={paged.sentinel}
        emptyText={t("withdrawalEmpty")}
      />
    </section>
  );
}
