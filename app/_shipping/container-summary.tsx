"use client";

import type { ReactNode } from "react";
import Link from "@/app/_components/link";
import { useTranslations } from "next-intl";
import { labelKeyOf } from "@/lib/codes";
import { formatDateTime } from "@/lib/format";
import { Yen } from "@/app/_components/money";
import { ContainerStatusBadge, ShippingCode } from "./container-labels";
import { BEFORE_BILL, weightText } from "./container-state";
import { DestinationText } from "./destination-text";
import type { ContainerDetail } from "./shipping-api";

/**
 * The packing list at a glance: number, status and what happens next, destination, mode, goods, boxes and
 * weights, the dates that have passed, the bill (or the estimate before it) and the remark. The seller's
 * figure opens their bill page; the console (`billLink` false) shows the bill beside it instead.
 */
export function ContainerSummary({
  container: c,
  billLink = true,
}: {
  container: ContainerDetail;
  billLink?: boolean;
}) {
  const t = useTranslations("shipmentPage");
  const billed = !BEFORE_BILL.includes(c.status) && c.totalYen > 0;
  const statusKey = labelKeyOf("containerStatus", c.status);
  const facts: [string, ReactNode][] = [
    [t("createdAt"), formatDateTime(c.createTime)],
    [t("destinationTitle"), <DestinationText key="d" {...c} />],
    [t("modeTitle"), <ShippingCode key="m" group="shippingMode" code={c.shippingMode} />],
    [t("goodsTitle"), t("linesAndPieces", { lines: c.lineCount, pieces: c.pieces })],
  ];
  if (c.boxCount > 0) facts.push([t("boxes"), t("cartonCount", { count: c.boxCount })]);
  if (c.actualWeightGrams)
    facts.push([
      t("packedWeight"),
      t("weights", { actual: weightText(c.actualWeightGrams), net: weightText(c.netWeightGrams ?? 0) }),
    ]);
  if (c.billTime) facts.push([t("billTime"), formatDateTime(c.billTime)]);
  if (c.payTime) facts.push([t("payTime"), formatDateTime(c.payTime)]);
  if (c.dispatchTime)
    facts.push([t("dispatchTime"), `${formatDateTime(c.dispatchTime)}${c.carrier ? ` · ${c.carrier}` : ""}`]);
  if (c.customsClearTime) facts.push([t("customsClearTime"), formatDateTime(c.customsClearTime)]);
  if (c.remark)
    facts.push([
      t("remark"),
      <span key="r" className="whitespace-pre-wrap">
        {c.remark}
      </span>,
    ]);

  const money = (
    <>
      <span className="text-sm">{t(billed ? "bill" : "estimate")}</span>
      <span className="flex items-center gap-2">
        <Yen amount={billed ? c.totalYen : c.estimateYen} className="text-lg font-bold text-brand" />
        {billLink && <span className="text-sm text-brand">›</span>}
      </span>
    </>
  );
  return (
    <section className="card flex flex-col gap-3" data-testid="container-summary">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-xs text-slate-600">{t("containerNo")}</p>
          <h1 className="break-all text-lg font-bold" data-testid="container-no">
            {c.containerNo}
          </h1>
        </div>
        <ContainerStatusBadge status={c.status} />
      </div>
      {statusKey && (
        <p className="rounded-lg bg-slate-50 p-2 text-sm text-slate-700" data-testid="status-hint">
          {t(`statusHint.${statusKey.split(".").pop()}`)}
        </p>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="min-w-0 break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {billLink ? (
        <Link
          href={`/batchBill?id=${c.id}`}
          className="flex items-center justify-between gap-2 rounded-lg border border-slate-200 p-3 hover:bg-orange-50"
          data-testid="container-money"
        >
          {money}
        </Link>
      ) : (
        <div
          className="flex items-center justify-between gap-2 rounded-lg border border-slate-200 p-3"
          data-testid="container-money"
        >
          {money}
        </div>
      )}
    </section>
  );
}
