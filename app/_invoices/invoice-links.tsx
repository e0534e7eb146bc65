"use client";

import Link from "@/app/_components/link";
import { useTranslations } from "next-intl";
import { labelKeyOf } from "@/lib/codes";
import { formatDateTime } from "@/lib/format";
import { invoiceUrl, isInvoiceable } from "@/lib/invoices/invoiceable";
import { Yen } from "@/app/_components/money";

/** A payment as the order and packing-list details send it (lib/invoices/payment-refs.ts). */
export type PaymentRef = { id: number; type: number; amountYen: number; createTime: string };

/**
 * The download of one payment's qualified invoice: a plain same-origin link (the session cookie goes with it);
 * the first download issues the invoice, a corrected one answers its latest correction.
 */
export function InvoiceLink({
  transactionId,
  testId = "invoice-link",
}: {
  transactionId: number;
  testId?: string;
}) {
  const t = useTranslations("documents.invoice");
  return (
    <a
      href={invoiceUrl(transactionId)}
      target="_blank"
      rel="noreferrer"
      className="text-sm text-brand underline"
      data-testid={testId}
    >
      {t("download")}
    </a>
  );
}

/**
 * The qualified invoices of an order's or a packing list's payments (docs/invoices.md "Links"), one link per
 * invoiceable payment, and the way to all of the seller's invoices and monthly statements. Nothing before a
 * payment.
 */
export function PaymentInvoices({ payments }: { payments: readonly PaymentRef[] }) {
  const t = useTranslations();
  const paid = payments.filter((p) => isInvoiceable(p.type, p.amountYen));
  if (!paid.length) return null;
  return (
    <section className="card flex flex-col gap-2" data-testid="payment-invoices">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-bold">{t("invoicesPage.paymentsTitle")}</h2>
        <Link href="/invoices" className="text-sm text-brand hover:underline">
          {t("invoicesPage.allDocuments")}
        </Link>
      </div>
      <ul className="flex flex-col divide-y divide-slate-100 text-sm">
        {paid.map((p) => {
          const type = labelKeyOf("transactionType", p.type);
          return (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2">
              <span className="min-w-0">
                <span className="font-semibold">{type ? t(type) : p.type}</span>{" "}
                <span className="text-xs text-slate-600">{formatDateTime(p.createTime)}</span>
              </span>
              <span className="flex items-center gap-3">
                <Yen amount={-p.amountYen} className="tabular-nums" />
                <InvoiceLink transactionId={p.id} />
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
