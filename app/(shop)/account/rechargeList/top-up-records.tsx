"use client";

import { useState } from "react";
import Link from "@/app/_components/link";
import { useTranslations } from "next-intl";
import { PAYMENT_METHOD, REVIEW_STATUS, CODE_TABLE } from "@/lib/codes";
import { walletTopUpCancel, walletTopUpList } from "@/lib/client/endpoints";
import { formatDateTime } from "@/lib/format";
import { ConfirmDialog } from "../../user/_components/confirm-dialog";
import { useFormAction } from "../../../_components/use-form-action";
import { ListStatus } from "../../../_wallet/list-status";
import { Yen } from "@/app/_components/money";
import { SlipUploader } from "../../../_wallet/slip-field";
import { StatusBadge } from "../../../_wallet/status-badge";
import { usePaged } from "../../../_wallet/use-paged";
import { useWalletChanged } from "../../../_wallet/use-wallet";
import type { Page, TopUpView } from "../../../_wallet/wallet-api";
import { usePageSessionData } from "../../../_components/session";

const STATUS_FILTERS = CODE_TABLE.filter((e) => e.group === "reviewStatus");

/** /account/rechargeList: top-ups, newest first, with status, deadline, slip and cancel of waiting ones. */
export function TopUpRecords({ first }: { first?: Page<TopUpView> }) {
  const t = useTranslations();
  const [status, setStatus] = useState<number | undefined>();
  // The page the server rendered is the unfiltered one: a status chosen later reads its own.
  const rendered = usePageSessionData(first);
  const paged = usePaged(
    walletTopUpList,
    { reviewStatus: status },
    true,
    status === undefined ? rendered : undefined,
  );
  const [cancelling, setCancelling] = useState<TopUpView | null>(null);
  const { send, busy, toast } = useFormAction();
  const changed = useWalletChanged();

  async function cancel(row: TopUpView) {
    const res = await send(walletTopUpCancel, { params: { id: row.id } });
    setCancelling(null);
    if (res) toast.show("success", res.msg);
    // Also after a refusal (already approved/expired meanwhile): the list shows the current state.
    await changed();
  }

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-bold">{t("walletPage.topUpRecordsTitle")}</h1>
        <Link href="/account/accountPay" className="text-sm font-semibold text-brand">
          {t("walletPage.newTopUp")}
        </Link>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <span className="shrink-0">{t("walletPage.statusFilter")}</span>
        <select
          className="input max-w-xs"
          value={status ?? ""}
          onChange={(e) => setStatus(e.target.value === "" ? undefined : Number(e.target.value))}
        >
          <option value="">{t("walletPage.all")}</option>
          {STATUS_FILTERS.map((s) => (
            <option key={s.code} value={s.code}>
              {t(s.labelKey)}
            </option>
          ))}
        </select>
      </label>
      <ul className="flex flex-col gap-2" data-testid="top-up-list" aria-busy={paged.query.isFetching}>
        {paged.rows.map((row) => (
          <TopUpCard
            key={row.id}
            row={row}
            onCancel={() => setCancelling(row)}
            onSlipSaved={() => void changed()}
          />
        ))}
      </ul>
      <ListStatus
        query={paged.query}
        count={paged.rows.length}
        ready={paged.ready}
        sentinel={paged.sentinel}
        emptyText={t("walletPage.topUpEmpty")}
      />
      {cancelling && (
        <ConfirmDialog
          message={t("walletPage.cancelConfirm", { no: cancelling.topUpNo })}
          busy={busy}
          onConfirm={() => void cancel(cancelling)}
          onCancel={() => setCancelling(null)}
        />
      )}
    </>
  );
}

function TopUpCard({
  row,
  onCancel,
  onSlipSaved,
}: {
  row: TopUpView;
  onCancel: () => void;
  onSlipSaved: () => void;
}) {
  const t = useTranslations("walletPage");
  const awaiting = row.reviewStatus === REVIEW_STATUS.AWAITING_TOP_UP;
  const bank = row.paymentMethod === PAYMENT_METHOD.BANK_TRANSFER;
  return (
    <li className="card flex flex-col gap-2 text-sm" data-testid="top-up" data-top-up-no={row.topUpNo}>
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <Yen amount={row.amount} className="text-lg font-bold" testId="top-up-amount" />
          <p className="text-xs text-slate-500">
            {row.paymentMethodLabel} · <span className="font-mono">{row.topUpNo}</span>
          </p>
        </div>
        <StatusBadge status={row.reviewStatus} label={row.reviewStatusLabel} />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs text-slate-600">
        {row.fee > 0 && (
          <>
            <dt>{t("feeLabel")}</dt>
            <dd>
              <Yen amount={row.fee} />
            </dd>
            <dt>{t("payAmountLabel")}</dt>
            <dd>
              <Yen amount={row.payAmount} />
            </dd>
          </>
        )}
        <dt>{t("createdAt")}</dt>
        <dd>{formatDateTime(row.createTime)}</dd>
        {awaiting && row.expiresAt && !row.slipFileUrl && (
          <>
            <dt>{t("deadline")}</dt>
            <dd className="font-semibold text-amber-700" data-testid="top-up-deadline">
              {formatDateTime(row.expiresAt)}
            </dd>
          </>
        )}
        {row.bankAccount && (
          <>
            <dt>{t("payTo")}</dt>
            <dd className="break-words">
              {row.bankAccount.bank} {row.bankAccount.branchBank} {row.bankAccount.categoryLabel}{" "}
              {row.bankAccount.bankAccount}
            </dd>
          </>
        )}
        {row.reviewTime && (
          <>
            <dt>{t("reviewedAt")}</dt>
            <dd>{formatDateTime(row.reviewTime)}</dd>
          </>
        )}
        {row.cancelReasonLabel && (
          <>
            <dt>{t("cancelReason")}</dt>
            <dd>{row.cancelReasonLabel}</dd>
          </>
        )}
        {row.reviewNote && (
          <>
            <dt>{t("reviewNote")}</dt>
            <dd className="break-words">{row.reviewNote}</dd>
          </>
        )}
      </dl>
      {row.slipFileUrl && (
        <a
          href={row.slipFileUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="self-start text-brand underline"
          data-testid="slip-link"
        >
          {t("slipLink")}
        </a>
      )}
      {awaiting && bank && !row.slipFileUrl && <SlipUploader topUp={row} onSaved={onSlipSaved} />}
      {awaiting && (
        <button type="button" className="btn-secondary self-end" onClick={onCancel}>
          {t("cancelTopUp")}
        </button>
      )}
    </li>
  );
}
