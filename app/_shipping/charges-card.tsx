"use client";

import Link from "@/app/_components/link";
import { useTranslations } from "next-intl";
import { formatDateTime } from "@/lib/format";
import { SignedYen, Yen } from "@/app/_components/money";
import { isInvoiceable } from "@/lib/invoices/invoiceable";
import { InvoiceLink } from "../_invoices/invoice-links";
import { weightText } from "./container-state";
import type { ContainerDetail } from "./shipping-api";
import { chargeDetail, chargesNetYen, type ChargeDetail, type ContainerCharge } from "./charge-details";

type T = ReturnType<typeof useTranslations<"shipmentPage">>;

/** The carrier's chargeable weight and freight beside the bill's (a shipping adjustment, type 16). */
function FreightFigures({ d, t }: { d: Extract<ChargeDetail, { kind: "freight" }>; t: T }) {
  const cell = "px-2 py-1 text-right tabular-nums";
  return (
    <>
      <table className="w-full text-sm" data-testid="charge-freight">
        <thead>
          <tr className="text-xs text-slate-600">
            <td />
            <th scope="col" className={`${cell} font-normal`}>
              {t("charges.carrier")}
            </th>
            <th scope="col" className={`${cell} font-normal`}>
              {t("charges.billed")}
            </th>
          </tr>
        </thead>
        <tbody>
          <tr className="border-t border-slate-100">
            <th scope="row" className="py-1 pr-2 text-left font-normal text-slate-600">
              {t("charges.weight")}
            </th>
            <td className={`${cell} font-semibold`}>{weightText(d.carrierGrams)}</td>
            <td className={cell}>{d.billedGrams === null ? "—" : weightText(d.billedGrams)}</td>
          </tr>
          <tr className="border-t border-slate-100">
            <th scope="row" className="py-1 pr-2 text-left font-normal text-slate-600">
              {t("charges.freight")}
            </th>
            <td className={`${cell} font-semibold`}>
              <Yen amount={d.carrierFreightYen} />
            </td>
            <td className={cell}>
              {d.billedFreightYen === null ? "—" : <Yen amount={d.billedFreightYen} />}
            </td>
          </tr>
        </tbody>
      </table>
      {d.earlierAdjusted && (
        <p className="flex justify-between gap-3 text-xs text-slate-600">
          <span>{t("charges.paidSoFar")}</span>
          <Yen amount={d.paidYen} className="tabular-nums" />
        </p>
      )}
    </>
  );
}

/** Duty, consumption tax and local consumption tax from the import permit, and its number (type 17). */
function CustomsFigures({ d, t }: { d: Extract<ChargeDetail, { kind: "customs" }>; t: T }) {
  return (
    <dl
      className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_auto_auto_auto_auto_auto] sm:justify-start"
      data-testid="charge-customs"
    >
      {d.parts.map((p) => (
        <div key={p.part} className="contents">
          <dt className="text-slate-600">{t(`charges.${p.part}`)}</dt>
          <dd className="text-right tabular-nums sm:text-left">
            <Yen amount={p.yen} />
          </dd>
        </div>
      ))}
      {d.declarationNo && (
        <div className="contents">
          <dt className="text-slate-600">{t("charges.declarationNo")}</dt>
          <dd className="break-all text-right font-mono sm:col-span-5 sm:text-left">{d.declarationNo}</dd>
        </div>
      )}
    </dl>
  );
}

function ChargeItem({ ch, t, sellerLinks }: { ch: ContainerCharge; t: T; sellerLinks: boolean }) {
  const detail = chargeDetail(ch);
  return (
    <li
      className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 text-sm"
      data-testid="container-charge"
      data-charge-type={ch.type}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold">{ch.typeLabel}</p>
          <p className="text-xs text-slate-600">{formatDateTime(ch.createTime)}</p>
        </div>
        <div className="shrink-0 text-right">
          <p className="text-xs text-slate-600">
            {t(ch.amountYen < 0 ? "charges.refunded" : "charges.charged")}
          </p>
          {/* the seller's side, as in the account records: a charge takes from the balance, a refund adds */}
          <SignedYen amount={-ch.amountYen} />
          {/* the ledger's sign: a charge is a debit, and only a charge has an invoice (duty has none) */}
          {sellerLinks && ch.transactionId !== null && isInvoiceable(ch.type, -ch.amountYen) && (
            <p>
              <InvoiceLink transactionId={ch.transactionId} testId="charge-invoice" />
            </p>
          )}
        </div>
      </div>
      {detail.kind === "freight" && <FreightFigures d={detail} t={t} />}
      {detail.kind === "customs" && <CustomsFigures d={detail} t={t} />}
      {ch.reason && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3">
          <dt className="text-slate-600">
            {t(detail.kind === "customs" ? "charges.note" : "charges.reason")}
          </dt>
          <dd className="min-w-0 whitespace-pre-wrap break-words">{ch.reason}</dd>
        </dl>
      )}
    </li>
  );
}

/**
 * Charges and refunds after dispatch (docs/shipping.md "After dispatch"): the carrier's re-weighed freight and
 * the duty and tax paid at customs, each with the figures behind it; the same rows are in the account records.
 * The console (`sellerLinks` false) shows them without the seller's links to their records and invoices.
 */
export function ChargesCard({
  container: c,
  sellerLinks = true,
}: {
  container: ContainerDetail;
  sellerLinks?: boolean;
}) {
  const t = useTranslations("shipmentPage");
  if (!c.charges.length) return null;
  return (
    <section className="card flex flex-col gap-3" data-testid="container-charges">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-bold">{t("charges.title")}</h2>
        {sellerLinks && (
          <Link href="/accountEcords" className="text-sm text-brand hover:underline">
            {t("charges.records")}
          </Link>
        )}
      </div>
      <p className="text-sm text-slate-600">{t("charges.hint")}</p>
      <ul className="flex flex-col gap-2">
        {c.charges.map((ch) => (
          <ChargeItem key={ch.id} ch={ch} t={t} sellerLinks={sellerLinks} />
        ))}
      </ul>
      {c.charges.length > 1 && (
        <p
          className="flex justify-between gap-3 border-t border-slate-100 pt-2 text-sm font-semibold"
          data-testid="charges-total"
        >
          <span>{t("charges.total")}</span>
          <SignedYen amount={-chargesNetYen(c.charges)} />
        </p>
      )}
    </section>
  );
}
