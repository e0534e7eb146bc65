"use client";

import { useState } from "react";
import Link from "@/app/_components/link";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { Json } from "@/lib/api/json";
import { queryKeyOf, request } from "@/lib/client/endpoint";
import {
  staffFinanceWithdrawalPay,
  staffFinanceWithdrawalReject,
  staffFinanceWithdrawals,
} from "@/lib/client/endpoints";
import { formatDateTime } from "@/lib/format";
import { WITHDRAWAL_FILTERS, type WithdrawalFilter } from "@/lib/wallet/desk-filters";
import type { DeskWithdrawalView } from "@/lib/wallet/finance-desk";
import { TextInput } from "@/app/_components/inputs/text-input";
import { LoadFailed } from "@/app/_components/load-failed";
import { useFormAction } from "@/app/_components/use-form-action";
import { Yen } from "@/app/_components/money";
import { hoursMinutes } from "../_components/duration";
import { Pager } from "@/app/staff/_components/pager";
import { ListFilters } from "../_components/list-filters";

const PAGE_SIZE = 20;

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
          label={t("staff.finance.withdrawals.reason")}
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
          {t("staff.finance.withdrawals.reject")}
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
}: {
  ledgerLinks: boolean;
  initialQuery: string;
  initialStatus: WithdrawalFilter;
}) {
  const { t, locale } = useFormAction();
  const [status, setStatus] = useState<WithdrawalFilter>(initialStatus);
  const [q, setQ] = useState(initialQuery);
  const [pageNum, setPageNum] = useState(1);
  const list = useQuery({
    queryKey: queryKeyOf(staffFinanceWithdrawals, status, q, pageNum),
    queryFn: () =>
      request(staffFinanceWithdrawals, { query: { status, q, pageNum, pageSize: PAGE_SIZE } }, { locale }),
  });
  const item = (label: string, value: string | null) =>
    value ? (
      <>
        <dt className="text-slate-500">{label}</dt>
        <dd className="font-mono">{value}</dd>
      </>
    ) : null;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-bold">{t("staff.finance.menu.withdrawals")}</h1>
      <ListFilters
        filters={WITHDRAWAL_FILTERS}
        status={status}
        filterLabel={(f) => t(`staff.finance.withdrawals.filters.${f}`)}
        searchLabel={t("staff.finance.withdrawals.search")}
        initialQuery={initialQuery}
        onStatus={(f) => {
          setStatus(f);
          setPageNum(1);
        }}
        onSearch={(text) => {
          setPageNum(1);
          setQ(text);
        }}
      />
      {list.isError && <LoadFailed error={list.error} onRetry={() => list.refetch()} />}
      {list.data && !list.data.rows.length && (
        <p className="text-sm text-slate-500">{t("staff.finance.common.empty")}</p>
      )}
      <ul className="flex flex-col gap-2">
        {(list.data?.rows ?? []).map((row) => (
          <li key={row.id} className="card flex flex-col gap-2" data-testid="withdrawal-row">
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
              {item(t("staff.finance.withdrawals.accountNo"), row.accountNo)}
              {item(t("staff.finance.withdrawals.holder"), row.accountHolder)}
              {item(t("staff.finance.withdrawals.idCard"), row.holderIdCard)}
              {item(t("staff.finance.withdrawals.mobile"), row.holderMobile)}
              {item(t("staff.finance.withdrawals.requestedAt"), formatDateTime(row.createTime))}
              {row.reviewTime &&
                item(t("staff.finance.withdrawals.reviewedAt"), formatDateTime(row.reviewTime))}
              {item(t("staff.finance.withdrawals.reviewNote"), row.reviewNote)}
            </dl>
            {row.pending && <Actions row={row} />}
          </li>
        ))}
      </ul>
      <Pager pageNum={pageNum} pageSize={PAGE_SIZE} total={list.data?.total} onPage={setPageNum} showTotal />
    </div>
  );
}
