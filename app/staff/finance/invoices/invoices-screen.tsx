"use client";

import { useState, type FormEvent } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { Json } from "@/lib/api/json";
import { queryKeyOf, request } from "@/lib/client/endpoint";
import { staffInvoiceCorrect, staffInvoiceList } from "@/lib/client/endpoints";
import { formatDate } from "@/lib/format";
import type { StaffInvoiceView } from "@/lib/invoices/desk";
import { LoadFailed } from "@/app/_components/load-failed";
import { useFormAction } from "@/app/_components/use-form-action";
import { Yen } from "@/app/_components/money";
import { Pager } from "@/app/staff/_components/pager";

const PAGE_SIZE = 20;
type Invoice = Json<StaffInvoiceView>;

/**
 * The invoices panel (docs/invoices.md "Corrections"): find invoices by number, seller id or e-mail; read one
 * as issued (its PDF); correct the one in force with a reason — a new invoice naming it, the old one unchanged.
 */
export function InvoicesDesk({ initialQuery }: { initialQuery: string }) {
  const { t, locale } = useFormAction();
  const [typed, setTyped] = useState(initialQuery);
  const [q, setQ] = useState(initialQuery);
  const [pageNum, setPageNum] = useState(1);
  const [correcting, setCorrecting] = useState<number | null>(null);
  const list = useQuery({
    queryKey: queryKeyOf(staffInvoiceList, q, pageNum),
    queryFn: () => request(staffInvoiceList, { query: { q, pageNum, pageSize: PAGE_SIZE } }, { locale }),
  });

  function search(e: FormEvent) {
    e.preventDefault();
    setPageNum(1);
    setCorrecting(null);
    setQ(typed.trim());
  }

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-bold">{t("staff.finance.menu.invoices")}</h1>
      <p className="text-sm text-slate-600">{t("staff.finance.invoices.intro")}</p>
      <form className="card flex flex-col gap-2 sm:flex-row sm:items-end" onSubmit={search} role="search">
        <label className="block flex-1 text-sm">
          {t("staff.finance.invoices.searchLabel")}
          <input
            className="input mt-1"
            name="q"
            maxLength={254}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
        </label>
        <button type="submit" className="btn-secondary w-auto">
          {t("staff.finance.invoices.search")}
        </button>
      </form>
      {list.isError && <LoadFailed error={list.error} onRetry={() => list.refetch()} />}
      {list.data && !list.data.rows.length && (
        <p className="text-sm text-slate-500">{t("staff.finance.invoices.empty")}</p>
      )}
      <ul className="flex flex-col gap-3" data-testid="invoice-rows">
        {list.data?.rows.map((inv) => (
          <InvoiceCard
            key={inv.id}
            invoice={inv}
            correcting={correcting === inv.id}
            onCorrect={() => setCorrecting(inv.id)}
            onClose={() => setCorrecting(null)}
          />
        ))}
      </ul>
      {list.data && (
        <Pager pageNum={pageNum} pageSize={PAGE_SIZE} total={list.data.total} onPage={setPageNum} showTotal />
      )}
    </div>
  );
}

function InvoiceCard({
  invoice: inv,
  correcting,
  onCorrect,
  onClose,
}: {
  invoice: Invoice;
  correcting: boolean;
  onCorrect: () => void;
  onClose: () => void;
}) {
  const { t } = useFormAction();
  const K = "staff.finance.invoices";
  return (
    <li className="card flex flex-col gap-2 text-sm" data-testid="invoice-row" data-number={inv.number}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-mono font-semibold">{inv.number}</p>
          <p className="text-xs text-slate-600">
            {inv.kindLabel} · {t(`${K}.customerLine`, { email: inv.customer.email, id: inv.customer.id })}
          </p>
        </div>
        <div className="text-right">
          <Yen amount={inv.totalYen} className="font-semibold tabular-nums" />
          <p className="text-xs text-slate-600">
            {t(`${K}.tax`)} <Yen amount={inv.taxYen} />
          </p>
        </div>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
        <dt className="text-slate-600">{t(`${K}.recipient`)}</dt>
        <dd>{`${inv.recipientName} ${inv.recipientIsCompany ? "御中" : "様"}`}</dd>
        <dt className="text-slate-600">{t(`${K}.paymentDate`)}</dt>
        <dd>{formatDate(inv.transactionDate)}</dd>
        <dt className="text-slate-600">{t(`${K}.issuedAt`)}</dt>
        <dd>{formatDate(inv.issuedAt)}</dd>
        <dt className="text-slate-600">{t(`${K}.lines`)}</dt>
        <dd>
          <ul>
            {inv.lines.map((l, i) => (
              <li key={i}>
                {l.description} — <Yen amount={l.amountYen} />
              </li>
            ))}
          </ul>
        </dd>
      </dl>
      <p className="flex flex-wrap gap-2 text-xs">
        {inv.correctsNumber && (
          <span className="rounded-full bg-sky-100 px-2 py-0.5 text-sky-800">
            {t(`${K}.corrects`, { number: inv.correctsNumber })}
          </span>
        )}
        {inv.correctedByNumber ? (
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700" data-testid="corrected-by">
            {t(`${K}.correctedBy`, { number: inv.correctedByNumber })}
          </span>
        ) : (
          <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-emerald-800">
            {t(`${K}.inForce`)}
          </span>
        )}
      </p>
      <div className="flex flex-wrap gap-2">
        <a
          href={`/api/staff/finance/invoices/${inv.id}/pdf`}
          target="_blank"
          rel="noreferrer"
          className="btn-secondary w-auto"
        >
          {t(`${K}.view`)}
        </a>
        {!inv.correctedByNumber && !correcting && (
          <button type="button" className="btn-secondary w-auto" onClick={onCorrect}>
            {t(`${K}.correct`)}
          </button>
        )}
      </div>
      {correcting && <CorrectForm invoice={inv} onClose={onClose} />}
    </li>
  );
}

/** The reason (kept in the audit trail) and whether the lines are worked out again from the payment. */
function CorrectForm({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const { t, validate, send, busy, toast } = useFormAction();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState("");
  const [recompute, setRecompute] = useState(false);
  const K = "staff.finance.invoices";

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = await validate(
      () => import("@/lib/validation/staff-invoices").then((m) => m.ZInvoiceCorrect),
      { invoiceId: invoice.id, reason, recompute },
    );
    if (!body) return;
    const res = await send(staffInvoiceCorrect, { body });
    if (!res?.answer) return;
    toast.show("success", `${res.msg} ${res.answer.number}`);
    onClose();
    await queryClient.invalidateQueries({ queryKey: queryKeyOf(staffInvoiceList) });
  }

  return (
    <form
      className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3"
      noValidate
      onSubmit={submit}
      aria-label={t(`${K}.correct`)}
    >
      <label className="block text-sm">
        {t(`${K}.reason`)}
        <input
          className="input mt-1"
          name="reason"
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        <span className="text-xs text-slate-600">{t(`${K}.reasonHint`)}</span>
      </label>
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          name="recompute"
          checked={recompute}
          onChange={(e) => setRecompute(e.target.checked)}
        />
        <span>
          {t(`${K}.recompute`)}
          <span className="block text-xs text-slate-600">{t(`${K}.recomputeHint`)}</span>
        </span>
      </label>
      <div className="flex gap-2">
        <button type="submit" className="btn-primary w-auto" disabled={busy}>
          {t(`${K}.submit`)}
        </button>
        <button type="button" className="btn-secondary w-auto" onClick={onClose}>
          {t(`${K}.cancel`)}
        </button>
      </div>
    </form>
  );
}
