"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { walletRecords } from "@/lib/client/endpoints";
import { formatDateTime } from "@/lib/format";
import { invoiceUrl, isInvoiceable } from "@/lib/invoices/invoiceable";
import type { DateRangeValue } from "@/lib/inputs/date-range";
import { DateRange } from "../../_components/inputs/date-range";
import { useFormAction } from "../../_components/use-form-action";
import { BalanceCard } from "../../_wallet/balance-card";
import { ListStatus } from "../../_wallet/list-status";
import { SignedYen, Yen } from "@/app/_components/money";
import { usePaged } from "../../_wallet/use-paged";
import { useTransactionTypes } from "../../_wallet/use-wallet";
import { usePageSessionData } from "../../_components/session";
import type { FirstRecords } from "./first-records";
import type { AccountRecord } from "../../_wallet/wallet-api";

type Filters = { type?: number; createTimeStart?: string; createTimeEnd?: string };

/** /accountEcords: ledger rows, newest first, filtered by transaction type and Japan-day range. */
export function AccountRecords({ first }: { first?: FirstRecords }) {
  const t = useTranslations("walletPage");
  const tInvoice = useTranslations("documents.invoice");
  const { validate } = useFormAction();
  const rendered = usePageSessionData(first);
  const types = useTransactionTypes(rendered?.types);
  const [range, setRange] = useState<DateRangeValue | null>(null);
  const [filters, setFilters] = useState<Filters>({});
  // The page the server rendered is the unfiltered one: a filter chosen later reads its own.
  const unfiltered = Object.values(filters).every((v) => v === undefined);
  const paged = usePaged(walletRecords, filters, true, unfiltered ? rendered?.page : undefined);

  // The shared schema checks the filter before it is sent (first failing rule → toast, SPEC §5).
  async function apply(next: Filters) {
    const ok = await validate(() => import("@/lib/validation/wallet").then((m) => m.ZRecordsQuery), {
      ...next,
      pageNum: 1,
    });
    if (ok) setFilters(next);
  }

  return (
    <>
      <h1 className="text-xl font-bold">{t("recordsTitle")}</h1>
      <BalanceCard rendered={rendered?.summary} />
      <section className="card flex flex-col gap-3 md:flex-row md:items-end">
        <label className="block text-sm md:w-56">
          {t("typeFilter")}
          <select
            className="input mt-1"
            value={filters.type ?? ""}
            onChange={(e) =>
              void apply({ ...filters, type: e.target.value === "" ? undefined : Number(e.target.value) })
            }
          >
            <option value="">{t("all")}</option>
            {types.data?.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
        <div className="min-w-0 md:flex-1">
          <DateRange
            label={t("dateFilter")}
            value={range}
            onChange={(value) => {
              setRange(value);
              void apply({ ...filters, createTimeStart: value?.start, createTimeEnd: value?.end });
            }}
          />
        </div>
      </section>
      <ul className="flex flex-col gap-2" data-testid="record-list" aria-busy={paged.query.isFetching}>
        {paged.rows.map((r) => (
          <li
            key={r.id}
            className="card flex flex-col gap-1 text-sm"
            data-testid="record"
            data-record-id={r.id}
            data-type={r.type}
          >
            <div className="flex items-start justify-between gap-2">
              <span className="font-semibold" data-testid="record-type">
                {r.typeLabel}
              </span>
              <SignedYen amount={r.amount} />
            </div>
            <div className="flex flex-wrap items-center justify-between gap-x-3 text-xs text-slate-500">
              <span>{formatDateTime(r.createTime)}</span>
              <span>
                {t("balanceAfter")} <Yen amount={r.balanceAfter} testId="record-balance-after" />
              </span>
            </div>
            {remarkOf(r) && (
              <p className="break-all text-xs text-slate-600" data-testid="record-remark">
                {remarkOf(r)}
              </p>
            )}
            {isInvoiceable(r.type, r.amount) && (
              // A same-origin link: the session cookie goes with it; the first download issues the invoice.
              <a
                href={invoiceUrl(r.id)}
                target="_blank"
                rel="noreferrer"
                className="self-start text-xs text-brand underline"
                data-testid="record-invoice"
              >
                {tInvoice("download")}
              </a>
            )}
          </li>
        ))}
      </ul>
      <ListStatus
        query={paged.query}
        count={paged.rows.length}
        ready={paged.ready}
        sentinel={paged.sentinel}
        emptyText={t("recordsEmpty")}
      />
    </>
  );
}

/** The remark, plus the order / top-up / withdrawal number when the remark does not already carry it. */
function remarkOf(r: AccountRecord): string {
  const parts = [r.remark ?? ""];
  for (const no of [r.orderNo, r.topUpNo, r.withdrawalNo]) if (no && !parts[0].includes(no)) parts.push(no);
  return parts.filter(Boolean).join(" · ");
}
