"use client";

import { useState } from "react";
import Link from "@/app/_components/link";
import { useQueryClient } from "@tanstack/react-query";
import type { Json } from "@/lib/api/json";
import { queryKeyOf } from "@/lib/client/endpoint";
import {
  staffFinanceWithdrawalPay,
  staffFinanceWithdrawalReject,
  staffFinanceWithdrawals,
} from "@/lib/client/endpoints";
import { formatDateTime } from "@/lib/format";
import { WITHDRAWAL_FILTERS, type WithdrawalFilter } from "@/lib/wallet/desk-filters";
import type { DeskWithdrawalView } from "@/lib/wallet/finance-desk";
import { TextInput } from "@/app/_components/inputs/text-input";
import { useFormAction } from "@/app/_components/use-form-action";
import { Yen } from "@/app/_components/money";
import { hoursMinutes } from "../_components/duration";
import { DeskList } from "@/app/staff/_components/desk-list";
import { useDeskList, type DeskPageOf } from "@/app/staff/_components/use-desk-list";
import { ListFilters } from "@/app/staff/_components/list-filters";

function Actions({ row }: { row: Json<DeskWithdrawalView> }) {
  const { validate, send, busy, toast, t } = useFormAction();
  const queryClient = useQueryClient();
  const [note, setNote] = useState("");
  const [reason, setReason] = useState("");
  const [failed, setFailed] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeyOf(staffFinanceWithdrawals) });

  async function pay() {
    const body = await validate(
      () => import("@/lib/validation/staff-finance").then((m) => m.ZWithdrawalPay),
      {
        id: row.id,
        note,
      },
    );
    if (!body) return;
    const res = await send(staffFinanceWithdrawalPay, { body });
    if (res) toast.show("success", res.msg);
    await refresh();
  }
  async function reject() {
    const body = await validate(
      () => import("@/lib/validation/staff-finance").then((m) => m.ZWithdrawalReject),
      { id: row.id, reason, failed },
    );
    if (!body) return;
    const res = await send(staffFinanceWithdrawalReject, { body });
    if (res) toast.show("success", res.msg);
    await refresh();
  }

  return (
    <div className="grid gap-3 border-t pt-3 md:grid-cols-2">
      <div className="flex flex-col gap-2">
        <TextInput
          label={t("staff.finance.withdrawals.note")}
          name={`note-${row.id}`}
          maxLength={500}
          value={note}
          onChange={setNote}
        />
        <button type="button" className="btn-primary w-auto self-start" disabled={busy} onClick={pay}>
          {t("staff.finance.withdrawals.pay")}
        </button>
      </div>
      <div className="flex flex-col gap-2">
        <TextInput
          label={t(failed ? "staff.finance.withdrawals.failedReason" : "staff.finance.withdrawals.reason")}
          name={`reason-${row.id}`}
          maxLength={500}
          value={reason}
          onChange={setReason}
          hint={t("staff.finance.withdrawals.reasonHint")}
        />
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={failed} onChange={(e) => setFailed(e.target.checked)} />
          {t("staff.finance.withdrawals.failedTransfer")}
        </label>
        <button type="button" className="btn-secondary w-auto self-start" disabled={busy} onClick={reject}>
          {t(failed ? "staff.finance.withdrawals.returnFailed" : "staff.finance.withdrawals.reject")}
        </button>
      </div>
    </div>
  );
}

/** Withdrawals with the whole receiving account, oldest first; pay by hand, then mark paid or turn down. */
export function WithdrawalsScreen({
  ledgerLinks,
  initialQuery,
  initialStatus,
  first,
}: {
  ledgerLinks: boolean;
  initialQuery: string;
  initialStatus: WithdrawalFilter;
  /** the first page for these filters, rendered with the page */
  first?: DeskPageOf<typeof staffFinanceWithdrawals>;
}) {
  const { t } = useFormAction();
  const desk = useDeskList(
    staffFinanceWithdrawals,
    { status: initialStatus, q: initialQuery },
    undefined,
    first,
  );
  // Numbers finance compares digit by digit with the bank's screen in a fixed-width font; words and dates not.
  const item = (label: string, value: string | null, digits = false) =>
    value ? (
      <>
        <dt className="text-slate-500">{label}</dt>
        <dd className={digits ? "font-mono" : undefined}>{value}</dd>
      </>
    ) : null;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-bold">{t("staff.finance.menu.withdrawals")}</h1>
      <ListFilters
        filters={WITHDRAWAL_FILTERS}
        status={desk.filters.status}
        filterLabel={(f) => t(`staff.finance.withdrawals.filters.${f}`)}
        searchLabel={t("staff.finance.withdrawals.search")}
        initialQuery={initialQuery}
        onStatus={(status) => desk.filter({ status })}
        onSearch={(q) => desk.filter({ q })}
      />
      <DeskList desk={desk} empty={t("staff.finance.common.empty")} className="flex flex-col gap-2" showTotal>
        {(row) => (
          <li className="card flex flex-col gap-2" data-testid="withdrawal-row" data-withdrawal-id={row.id}>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="font-semibold">
                {row.withdrawalNo} · <Yen amount={row.amount} />
              </span>
              <span className="text-sm text-slate-600">
                {row.reviewStatusLabel}
                {row.pending && ` · ${t("staff.finance.withdrawals.waiting", hoursMinutes(row.waitingMs))}`}
              </span>
            </div>
            <p className="text-sm text-slate-600">
              {row.customer.email} · {row.customer.userName} #{row.customer.id}
              {ledgerLinks && (
                <>
                  {" · "}
                  <Link
                    href={`/staff/finance/ledger?customer=${row.customer.id}`}
                    className="text-brand underline"
                  >
                    {t("staff.finance.withdrawals.ledger")}
                  </Link>
                </>
              )}
            </p>
            <dl className="grid grid-cols-[8rem_1fr] gap-x-2 gap-y-0.5 text-sm">
              {item(t("staff.finance.withdrawals.bank"), `${row.bankName} ${row.branchName}`)}
              {item(t("staff.finance.withdrawals.accountType"), row.accountTypeLabel)}
              {item(t("staff.finance.withdrawals.accountNo"), row.accountNo, true)}
              {item(t("staff.finance.withdrawals.holder"), row.accountHolder)}
              {item(t("staff.finance.withdrawals.idCard"), row.holderIdCard, true)}
              {item(t("staff.finance.withdrawals.mobile"), row.holderMobile, true)}
              {item(t("staff.finance.withdrawals.requestedAt"), formatDateTime(row.createTime))}
              {row.reviewTime &&
                item(t("staff.finance.withdrawals.reviewedAt"), formatDateTime(row.reviewTime))}
              {item(t("staff.finance.withdrawals.reviewNote"), row.reviewNote)}
            </dl>
            {row.pending && <Actions row={row} />}
          </li>
        )}
      </DeskList>
    </div>
  );
}
