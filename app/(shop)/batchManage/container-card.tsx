"use client";

import Link from "@/app/_components/link";
import { useTranslations } from "next-intl";
import { formatDateTime } from "@/lib/format";
import { Yen } from "@/app/_components/money";
import { ContainerStatusBadge, ShippingCode } from "../../_shipping/container-labels";
import { BEFORE_BILL } from "../../_shipping/container-state";
import { DestinationText } from "../../_shipping/destination-text";
import type { ContainerRow } from "../../_shipping/shipping-api";

/**
 * One packing list: number, status, destination, air or sea, pieces, boxes, the bill (or the estimate before
 * it), created time; the card opens its details.
 */
export function ContainerCard({ container: c }: { container: ContainerRow }) {
  const t = useTranslations("shipmentPage");
  const billed = !BEFORE_BILL.includes(c.status) && c.totalYen > 0;
  return (
    <li data-testid="container-card" data-container-no={c.containerNo} data-status={c.status}>
      <Link
        href={`/batchDetails?id=${c.id}`}
        className="card flex h-full flex-col gap-2 hover:ring-brand/40"
        aria-label={t("openContainer", { containerNo: c.containerNo })}
      >
        <div className="flex items-start justify-between gap-2">
          <p className="min-w-0 break-all font-semibold" data-testid="container-no">
            {c.containerNo}
          </p>
          <ContainerStatusBadge status={c.status} />
        </div>
        <p className="break-words text-sm text-slate-700">
          <DestinationText {...c} />
        </p>
        <ul className="flex flex-wrap gap-1.5 text-xs">
          <li className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">
            <ShippingCode group="shippingMode" code={c.shippingMode} />
          </li>
          <li className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">
            {t("linesAndPieces", { lines: c.lineCount, pieces: c.pieces })}
          </li>
          {c.boxCount > 0 && (
            <li className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">
              {t("cartonCount", { count: c.boxCount })}
            </li>
          )}
        </ul>
        <div className="mt-auto flex flex-wrap items-end justify-between gap-2 border-t border-slate-100 pt-2 text-xs">
          <span className="text-slate-500">{formatDateTime(c.createTime)}</span>
          <span className="text-right" data-testid="container-amount">
            <span className="mr-1 text-slate-500">{t(billed ? "bill" : "estimate")}</span>
            <Yen
              amount={billed ? c.totalYen : c.estimateYen}
              className={`text-base font-bold ${billed ? "text-brand" : "text-slate-800"}`}
            />
          </span>
        </div>
      </Link>
    </li>
  );
}
