"use client";

import Link from "@/app/_components/link";
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { queryKeyOf } from "@/lib/client/endpoint";
import { boxOrderLines } from "@/lib/client/endpoints";
import { formatDateTime } from "@/lib/format";
import type { Locale } from "@/lib/i18n/locales";
import { Yen } from "@/app/_components/money";
import { ContainerStatusBadge } from "../../_shipping/container-labels";
import { MaterialLine } from "../../_shipping/material-line";
import { fetchBoxOrderLines, type BoxOrderRow } from "../../_shipping/shipping-api";

/** One box order: number, its packing list, status, total, paid or not; its materials on demand. */
export function BoxOrderCard({ order: b }: { order: BoxOrderRow }) {
  const t = useTranslations("shipmentPage");
  const tc = useTranslations("common");
  const locale = useLocale() as Locale;
  const [open, setOpen] = useState(false);
  const lines = useQuery({
    queryKey: queryKeyOf(boxOrderLines, locale, b.id),
    enabled: open,
    queryFn: () => fetchBoxOrderLines(locale, b.id),
  });
  return (
    <li className="card flex flex-col gap-2 text-sm" data-testid="box-order" data-box-order-no={b.boxOrderNo}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="break-all font-semibold">{b.boxOrderNo}</p>
          {b.containerId && (
            <Link
              href={`/batchDetails?id=${b.containerId}`}
              className="break-all text-xs text-brand hover:underline"
            >
              {t("forContainer", { containerNo: b.containerNo ?? "" })}
            </Link>
          )}
        </div>
        <ContainerStatusBadge status={b.status} />
      </div>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="text-xs text-slate-500">{formatDateTime(b.createTime)}</span>
        <span className="flex items-baseline gap-2">
          <span
            className={`text-xs font-semibold ${b.paid ? "text-emerald-700" : "text-amber-700"}`}
            data-testid="box-order-paid"
          >
            {b.paid && b.payTime ? t("paidAt", { time: formatDateTime(b.payTime) }) : t("unpaid")}
          </span>
          <Yen amount={b.totalYen} className="font-bold" />
        </span>
      </div>
      <button
        type="button"
        className="self-start text-xs text-brand hover:underline"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        data-testid="box-order-toggle"
      >
        {t(open ? "hideMaterials" : "showMaterials", { count: b.lineCount })}
      </button>
      {open && (
        <ul className="flex flex-col gap-1 rounded-lg bg-slate-50 p-2 text-xs" data-testid="box-order-lines">
          {lines.isPending && <li className="text-slate-500">{tc("loading")}</li>}
          {lines.isError && <li className="text-rose-600">{tc("loadFailed")}</li>}
          {lines.data?.map((l) => (
            <MaterialLine key={l.id} line={l} />
          ))}
        </ul>
      )}
    </li>
  );
}
