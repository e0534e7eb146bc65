"use client";

import { useState } from "react";
import Link from "@/app/_components/link";
import { useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { ApiError } from "@/lib/client/api";
import { queryKeyOf, request } from "@/lib/client/endpoint";
import { invoiceList } from "@/lib/client/endpoints";
import { formatDateTime } from "@/lib/format";
import type { Locale } from "@/lib/i18n/locales";
import { japanWallClock } from "@/lib/japan-time";
import { useSignIn } from "../../../_components/session";
import { Yen } from "../../../_components/money";
import { statementUrl } from "@/lib/invoices/invoiceable";
import { InvoiceLink } from "../../../_invoices/invoice-links";

const thisMonth = () => {
  const c = japanWallClock(new Date());
  return `${c.year}-${c.month}`;
};

/**
 * The seller's documents (docs/invoices.md "Links"): pick a month (Japan time); its monthly statement, and its
 * payments to the agent, each with its qualified invoice (the number once issued; the first download issues it).
 */
export function InvoicesScreen() {
  const t = useTranslations("invoicesPage");
  const tCommon = useTranslations("common");
  const locale = useLocale() as Locale;
  const { sessionKey } = useSignIn();
  const [month, setMonth] = useState(thisMonth);
  const list = useQuery({
    queryKey: queryKeyOf(invoiceList, sessionKey, locale, month),
    enabled: !!sessionKey && !!month,
    retry: false,
    queryFn: () => request(invoiceList, { query: { month } }, { locale }),
  });
  const payments = list.data?.payments ?? [];
  return (
    <>
      <h1 className="text-xl font-bold">{t("title")}</h1>
      <section className="card flex flex-col gap-3" data-testid="invoices-month">
        <p className="text-sm text-slate-600">{t("intro")}</p>
        <label className="block text-sm sm:w-56">
          {t("month")}
          <input
            type="month"
            className="input mt-1"
            value={month}
            max={thisMonth()}
            onChange={(e) => setMonth(e.target.value)}
          />
        </label>
        {month && (
          <div className="flex flex-col gap-1">
            <a
              href={statementUrl(month)}
              target="_blank"
              rel="noreferrer"
              className="btn-secondary self-start border-brand font-semibold text-brand"
              data-testid="statement-link"
            >
              {t("statement", { month })}
            </a>
            <p className="text-xs text-slate-600">{t("statementHint")}</p>
          </div>
        )}
        <Link href="/accountEcords" className="self-start text-sm text-brand hover:underline">
          {t("toRecords")}
        </Link>
      </section>
      <section className="card flex flex-col gap-2" aria-busy={list.isFetching}>
        <h2 className="font-bold">{t("paymentsOf", { month })}</h2>
        {list.isError ? (
          <p className="text-sm text-rose-600" role="alert">
            {list.error instanceof ApiError && list.error.message
              ? list.error.message
              : tCommon("loadFailed")}
          </p>
        ) : list.isSuccess && !payments.length ? (
          <p className="text-sm text-slate-500">{t("empty")}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-slate-100 text-sm" data-testid="invoice-payments">
            {payments.map((p) => (
              <li key={p.id} className="flex flex-col gap-1 py-2" data-testid="invoice-payment">
                <div className="flex items-start justify-between gap-2">
                  <span className="font-semibold">{p.typeLabel}</span>
                  <Yen amount={-p.amount} className="tabular-nums" />
                </div>
                {p.remark && <p className="break-all text-xs text-slate-600">{p.remark}</p>}
                <div className="flex flex-wrap items-center justify-between gap-x-3 text-xs text-slate-500">
                  <span>{formatDateTime(p.createTime)}</span>
                  <span className="flex items-center gap-3">
                    <span data-testid="invoice-number">{p.invoiceNumber ?? t("notIssued")}</span>
                    <InvoiceLink transactionId={p.id} />
                  </span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
