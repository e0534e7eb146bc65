"use client";

import { useTranslations } from "next-intl";
import { staffReceivingExpected } from "@/lib/client/endpoints";
import { LIMITS } from "@/lib/codes";
import { formatDateTime } from "@/lib/format";
import { DeskList } from "@/app/staff/_components/desk-list";
import { useDeskList } from "@/app/staff/_components/use-desk-list";

/**
 * The parcels expected at the warehouse (docs/warehouse.md "Receiving"): the orders the dashboard's "arrivals
 * expected" counts, oldest supplier shipment first, 20 a page with the total (counted up to 1,000, as the
 * dashboard's). Each one is a card a phone shows whole: the order number (a tap opens it as a scan would), its
 * status, the seller, the supplier's carrier and tracking number and when the supplier shipped it.
 */
export function ExpectedArrivals({ onOpen }: { onOpen: (orderNo: string) => void }) {
  const t = useTranslations("staff.receiving.expected");
  const desk = useDeskList(staffReceivingExpected, {});
  return (
    <section className="flex flex-col gap-2" aria-labelledby="expected-title" data-testid="expected-arrivals">
      <h2 id="expected-title" className="text-lg font-semibold">
        {t("title")}
      </h2>
      <p className="text-xs text-slate-600">{t("hint")}</p>
      <DeskList
        desk={desk}
        empty={t("empty")}
        className="flex flex-col gap-2"
        showTotal
        cap={LIMITS.deskListCountCap}
      >
        {(row) => (
          <li className="card flex flex-col gap-1 text-sm" data-testid="expected-arrival">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
              <button
                type="button"
                className="break-all text-left font-mono text-base font-semibold text-brand underline"
                aria-label={t("receive", { orderNo: row.orderNo })}
                onClick={() => onOpen(row.orderNo)}
              >
                {row.orderNo}
              </button>
              <span className="text-xs text-slate-600">{row.statusLabel}</span>
            </div>
            <p className="break-words text-slate-700">
              {row.customer.email} · {row.customer.userName}
              {row.customer.companyName ? ` · ${row.customer.companyName}` : ""}
            </p>
            <p className="break-all text-slate-700">
              {row.domesticTrackingNo ? (
                <>
                  {row.domesticCarrier && `${row.domesticCarrier} · `}
                  <span className="font-mono">{row.domesticTrackingNo}</span>
                </>
              ) : (
                t("noTracking")
              )}
            </p>
            <p className="text-xs text-slate-500">
              {row.shipTime ? t("shipped", { time: formatDateTime(row.shipTime) }) : t("notShipped")}
            </p>
          </li>
        )}
      </DeskList>
    </section>
  );
}
