"use client";

import { useState, type ReactNode } from "react";
import Link from "@/app/_components/link";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { Json } from "@/lib/api/json";
import { queryKeyOf, request } from "@/lib/client/endpoint";
import {
  staffFinanceTopUp,
  staffFinanceTopUpApprove,
  staffFinanceTopUpReject,
  staffFinanceTopUps,
} from "@/lib/client/endpoints";
import { REVIEW_STATUS } from "@/lib/codes";
import { formatDateTime } from "@/lib/format";
import type { DeskTopUpView } from "@/lib/wallet/finance-desk";
import { TextInput } from "@/app/_components/inputs/text-input";
import { LoadFailed } from "@/app/_components/load-failed";
import { useFormAction } from "@/app/_components/use-form-action";
import { Yen } from "@/app/_components/money";
import { Deadline } from "../deadline";
import { SlipViewer } from "./slip-viewer";

type Links = { ledger: boolean; adjust: boolean };

function Decide({ row, onDone }: { row: Json<DeskTopUpView>; onDone: () => Promise<unknown> }) {
  const { validate, send, busy, toast, t } = useFormAction();
  const [note, setNote] = useState("");
  const [reason, setReason] = useState("");

  async function approve() {
    const body = await validate(() => import("@/lib/validation/staff-finance").then((m) => m.ZTopUpApprove), {
      id: row.id,
      note,
    });
    if (!body) return;
    const res = await send(staffFinanceTopUpApprove, { body });
    if (res) toast.show("success", res.msg);
    await onDone();
  }
  async function reject() {
    const body = await validate(() => import("@/lib/validation/staff-finance").then((m) => m.ZTopUpReject), {
      id: row.id,
      reason,
    });
    if (!body) return;
    const res = await send(staffFinanceTopUpReject, { body });
    if (res) toast.show("success", res.msg);
    await onDone();
  }

  return (
    <div className="flex flex-col gap-3">
      {row.canApprove && (
        <form
          className="card flex flex-col gap-2"
          noValidate
          aria-label={t("staff.finance.topUps.approve")}
          onSubmit={(e) => {
            e.preventDefault();
            void approve();
          }}
        >
          {row.reviewStatus !== REVIEW_STATUS.AWAITING_TOP_UP && (
            <p className="text-xs text-amber-800">{t("staff.finance.topUps.lateTransfer")}</p>
          )}
          <TextInput
            label={t("staff.finance.topUps.note")}
            name="note"
            maxLength={500}
            value={note}
            onChange={setNote}
          />
          <button
            type="submit"
            className="btn-primary w-auto self-start"
            disabled={busy}
            data-testid="topup-approve"
          >
            {t("staff.finance.topUps.approve")}
          </button>
        </form>
      )}
      {row.canReject && (
        <form
          className="card flex flex-col gap-2"
          noValidate
          aria-label={t("staff.finance.topUps.reject")}
          onSubmit={(e) => {
            e.preventDefault();
            void reject();
          }}
        >
          <TextInput
            label={t("staff.finance.topUps.reason")}
            name="reason"
            maxLength={500}
            value={reason}
            onChange={setReason}
            hint={t("staff.finance.topUps.reasonHint")}
          />
          <button type="submit" className="btn-secondary w-auto self-start" disabled={busy}>
            {t("staff.finance.topUps.reject")}
          </button>
        </form>
      )}
    </div>
  );
}

/** One top-up beside its slip, with what finance needs to match it to the bank statement. */
export function TopUpReviewScreen({ id, links }: { id: number; links: Links }) {
  const { t, locale } = useFormAction();
  const queryClient = useQueryClient();
  const key = queryKeyOf(staffFinanceTopUp, id);
  const detail = useQuery({
    queryKey: key,
    queryFn: () => request(staffFinanceTopUp, { params: { id } }, { locale }),
  });
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: key }),
      queryClient.invalidateQueries({ queryKey: queryKeyOf(staffFinanceTopUps) }),
    ]);
  const row = detail.data;
  const item = (label: string, value: ReactNode) => (
    <>
      <dt className="text-slate-500">{label}</dt>
      <dd>{value}</dd>
    </>
  );
  return (
    <div className="flex flex-col gap-4">
      <Link href="/staff/finance/topups" className="text-sm text-brand underline">
        {t("staff.finance.topUps.back")}
      </Link>
      {detail.isError && <LoadFailed error={detail.error} onRetry={() => detail.refetch()} />}
      {row && (
        <>
          <h1 className="text-xl font-bold">
            {t("staff.finance.topUps.title", { no: row.topUpNo })}{" "}
            <span className="text-base font-normal text-slate-600" data-testid="topup-status">
              {row.reviewStatusLabel}
            </span>
          </h1>
          <div className="grid gap-4 lg:grid-cols-[3fr_2fr]">
            <SlipViewer url={row.slipFileUrl} mimeType={row.slipMimeType} name={row.slipFilename} />
            <div className="flex flex-col gap-3">
              <dl className="card grid grid-cols-[8rem_1fr] gap-x-2 gap-y-1 text-sm">
                {item(
                  t("staff.finance.topUps.amount"),
                  <Yen amount={row.amount} className="font-semibold" />,
                )}
                {item(t("staff.finance.topUps.remitter"), row.remitterName ?? "—")}
                {item(
                  t("staff.finance.topUps.customer"),
                  <span>
                    {row.customer.email} · {row.customer.userName} #{row.customer.id}
                    {row.customer.companyName ? ` · ${row.customer.companyName}` : ""}
                  </span>,
                )}
                {item(t("staff.finance.topUps.customerBalance"), <Yen amount={row.customerBalance} />)}
                {item(
                  t("staff.finance.topUps.receivingAccount"),
                  row.bankAccount
                    ? `${row.bankAccount.bank} ${row.bankAccount.branchBank} ${row.bankAccount.categoryLabel} ${row.bankAccount.bankAccount} ${row.bankAccount.name}`
                    : "—",
                )}
                {item(t("staff.finance.topUps.requestedAt"), formatDateTime(row.createTime))}
                {row.expiresAt &&
                  item(
                    t("staff.finance.topUps.deadline"),
                    <span className="flex flex-col">
                      {formatDateTime(row.expiresAt)}
                      <Deadline row={row} />
                    </span>,
                  )}
                {row.payMemberPlan &&
                  item(
                    t("staff.finance.topUps.pays"),
                    <span data-testid="pays-member-plan">
                      {t("staff.finance.topUps.memberPlan", { name: row.payMemberPlan.name })}
                    </span>,
                  )}
                {(row.payOrderIds.length > 0 || row.payContainerIds.length > 0) &&
                  item(
                    t("staff.finance.topUps.pays"),
                    [
                      row.payOrderIds.length
                        ? t("staff.finance.topUps.orders", { ids: row.payOrderIds.join(", ") })
                        : "",
                      row.payContainerIds.length
                        ? t("staff.finance.topUps.bills", { ids: row.payContainerIds.join(", ") })
                        : "",
                    ]
                      .filter(Boolean)
                      .join(" / "),
                  )}
                {row.reviewTime && item(t("staff.finance.topUps.reviewedAt"), formatDateTime(row.reviewTime))}
                {row.reviewNote && item(t("staff.finance.topUps.reviewNote"), row.reviewNote)}
              </dl>
              {(links.ledger || links.adjust) && (
                <p className="flex gap-3 text-sm">
                  {links.ledger && (
                    <Link
                      href={`/staff/finance/ledger?customer=${row.customer.id}`}
                      className="text-brand underline"
                    >
                      {t("staff.finance.topUps.ledger")}
                    </Link>
                  )}
                  {links.adjust && (
                    <Link
                      href={`/staff/finance/adjust?customer=${row.customer.id}`}
                      className="text-brand underline"
                    >
                      {t("staff.finance.topUps.adjust")}
                    </Link>
                  )}
                </p>
              )}
              {row.canApprove || row.canReject ? (
                <Decide row={row} onDone={refresh} />
              ) : (
                <p className="text-sm text-slate-600">{t("staff.finance.topUps.decided")}</p>
              )}
            </div>
          </div>
        </>
      )}
    </div>
  );
}
