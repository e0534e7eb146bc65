"use client";

import { useState } from "react";
import Link from "@/app/_components/link";
import { useQuery } from "@tanstack/react-query";
import type { Json } from "@/lib/api/json";
import { queryKeyOf, request } from "@/lib/client/endpoint";
import { staffFinanceLedger } from "@/lib/client/endpoints";
import { formatDateTime } from "@/lib/format";
import type { DateRangeValue } from "@/lib/inputs/date-range";
import type { AccountRecordView } from "@/lib/wallet/records";
import type { LedgerCustomer } from "@/lib/wallet/finance-desk";
import { DateRange } from "@/app/_components/inputs/date-range";
import { LoadFailed } from "@/app/_components/load-failed";
import { useFormAction } from "@/app/_components/use-form-action";
import { SignedYen, Yen } from "@/app/_components/money";
import { CustomerPicker } from "../_components/customer-picker";
import { Pager } from "@/app/staff/_components/pager";
import { ScrollTable } from "@/app/staff/_components/scroll-table";
import type { LedgerPeriod } from "@/lib/wallet/ledger-export-period";
import { LedgerExportForm } from "./ledger-export-form";

const PAGE_SIZE = 20;
type Filters = { type?: number; createTimeStart?: string; createTimeEnd?: string };

/** The row's note, then the numbers it refers to that the note does not already name (a top-up's note is its number). */
const noteOf = (r: Json<AccountRecordView>) =>
  [r.remark, ...[r.orderNo, r.topUpNo, r.withdrawalNo].filter((n) => n && !r.remark?.includes(n))]
    .filter(Boolean)
    .join(" · ");

/** One customer's ledger, newest first: type and Japan-day filters, the balance after each row. */
export function LedgerScreen({
  initialCustomer,
  adjustLink,
  exportPeriod,
}: {
  initialCustomer?: string;
  adjustLink: boolean;
  /** the period the download of every customer's records offers first: the previous Japan month */
  exportPeriod: LedgerPeriod;
}) {
  const { t, locale, validate } = useFormAction();
  const [customer, setCustomer] = useState<LedgerCustomer | null>(null);
  const [range, setRange] = useState<DateRangeValue | null>(null);
  const [filters, setFilters] = useState<Filters>({});
  const [pageNum, setPageNum] = useState(1);
  const ledger = useQuery({
    queryKey: queryKeyOf(staffFinanceLedger, customer?.id, filters, pageNum),
    enabled: !!customer,
    queryFn: async () => {
      const { data, ...page } = await request(
        staffFinanceLedger,
        { query: { customerId: customer!.id, ...filters, pageNum, pageSize: PAGE_SIZE } },
        { locale },
      );
      return { customer: data, ...page };
    },
  });

  // The shared schema checks a filter before it is sent (first failing rule → toast).
  async function apply(next: Filters) {
    if (!customer) return;
    const ok = await validate(() => import("@/lib/validation/staff-finance").then((m) => m.ZLedgerQuery), {
      ...next,
      customerId: customer.id,
      pageNum: 1,
    });
    if (!ok) return;
    setPageNum(1);
    setFilters(next);
  }

  const shown = ledger.data?.customer ?? customer;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-bold">{t("staff.finance.menu.ledger")}</h1>
      <LedgerExportForm defaultPeriod={exportPeriod} />
      <CustomerPicker
        initial={initialCustomer}
        selected={shown}
        onSelect={(c) => {
          setCustomer(c);
          setFilters({});
          setRange(null);
          setPageNum(1);
        }}
      />
      {customer && adjustLink && (
        <Link
          href={`/staff/finance/adjust?customer=${customer.id}`}
          className="self-start text-sm text-brand underline"
        >
          {t("staff.finance.ledger.adjust")}
        </Link>
      )}
      {customer && (
        <section className="card flex flex-col gap-3 md:flex-row md:items-end">
          <label className="block text-sm md:w-56">
            {t("staff.finance.ledger.type")}
            <select
              className="input mt-1"
              value={filters.type ?? ""}
              onChange={(e) =>
                void apply({ ...filters, type: e.target.value === "" ? undefined : Number(e.target.value) })
              }
            >
              <option value="">{t("staff.finance.ledger.allTypes")}</option>
              {ledger.data?.types.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </label>
          <div className="min-w-0 md:flex-1">
            <DateRange
              label={t("staff.finance.ledger.days")}
              value={range}
              onChange={(value) => {
                setRange(value);
                void apply({ ...filters, createTimeStart: value?.start, createTimeEnd: value?.end });
              }}
            />
          </div>
        </section>
      )}
      {ledger.isError && <LoadFailed error={ledger.error} onRetry={() => ledger.refetch()} />}
      {ledger.data && (
        <>
          {!ledger.data.rows.length && (
            <p className="text-sm text-slate-500">{t("staff.finance.common.empty")}</p>
          )}
          <ScrollTable label={t("staff.finance.menu.ledger")}>
            <table className="w-full min-w-[40rem] text-left text-sm" data-testid="ledger-table">
              <thead>
                <tr className="border-b text-slate-500">
                  <th className="p-2">{t("staff.finance.ledger.at")}</th>
                  <th className="p-2">{t("staff.finance.ledger.type")}</th>
                  <th className="p-2 text-right">{t("staff.finance.ledger.amount")}</th>
                  <th className="p-2 text-right">{t("staff.finance.ledger.balanceAfter")}</th>
                  <th className="p-2">{t("staff.finance.ledger.remark")}</th>
                </tr>
              </thead>
              <tbody>
                {ledger.data.rows.map((r) => (
                  <tr key={r.id} className="border-b align-top" data-testid="ledger-row">
                    <td className="whitespace-nowrap p-2">{formatDateTime(r.createTime)}</td>
                    <td className="p-2">{r.typeLabel}</td>
                    <td className="p-2 text-right">
                      <SignedYen amount={r.amount} />
                    </td>
                    <td className="p-2 text-right">
                      <Yen amount={r.balanceAfter} />
                    </td>
                    <td className="break-all p-2 text-xs text-slate-600">{noteOf(r)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollTable>
          <Pager
            pageNum={pageNum}
            pageSize={PAGE_SIZE}
            total={ledger.data.total}
            onPage={setPageNum}
            showTotal
          />
        </>
      )}
    </div>
  );
}
