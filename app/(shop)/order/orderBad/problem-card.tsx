"use client";

import Link from "@/app/_components/link";
import { useTranslations } from "next-intl";
import { formatDateTime } from "@/lib/format";
import { Yen } from "@/app/_components/money";
import type { ProblemRow } from "../../../_problems/problem-api";
import { CodeLabel, ProcessStatusBadge } from "../../../_problems/problem-labels";
import { awaitsChoice, feeState } from "../../../_problems/problem-state";
import { SpecLine } from "../../../_goods/use-spec-text";

/**
 * One defect in the list: goods, order number, defect type and pieces, processing status, the handling
 * chosen, fee and refund, date; the whole card leads to its details.
 */
export function ProblemCard({ problem: p }: { problem: ProblemRow }) {
  const t = useTranslations("problemPage");
  const fee = feeState(p);
  const choose = awaitsChoice(p);
  return (
    <li data-testid="problem-card" data-problem-id={p.id}>
      <Link
        href={`/order/orderBadDetails?id=${p.id}`}
        className="card flex h-full flex-col gap-2 hover:ring-brand/40"
        aria-label={t("openProblem", { orderNo: p.orderNo, goods: p.goodsName ?? "" })}
      >
        <div className="flex gap-3">
          <div className="h-16 w-16 shrink-0 overflow-hidden rounded-lg bg-slate-100">
            {p.goodsImageUrl && (
              // eslint-disable-next-line @next/next/no-img-element -- platform images come from any host
              <img src={p.goodsImageUrl} alt="" loading="lazy" className="h-full w-full object-cover" />
            )}
          </div>
          <div className="min-w-0 flex-1 text-sm">
            <div className="flex items-start justify-between gap-2">
              <p className="line-clamp-2 min-w-0 break-words font-medium">{p.goodsName ?? p.orderNo}</p>
              <ProcessStatusBadge status={p.processStatus} />
            </div>
            <SpecLine text={p.goodsSpecs} />
            <p className="break-all text-xs text-slate-500">
              {t("orderNo")} {p.orderNo}
            </p>
          </div>
        </div>
        <ul className="flex flex-wrap gap-1.5 text-xs">
          <li
            className="rounded-full bg-rose-50 px-2 py-0.5 font-semibold text-rose-700"
            data-testid="problem-type"
          >
            <CodeLabel group="problemType" code={p.problemType} />
          </li>
          <li className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">
            {t("pieces", { count: p.quantity })}
          </li>
          {p.handling !== null && (
            <li className="rounded-full bg-sky-50 px-2 py-0.5 text-sky-800" data-testid="problem-handling">
              <CodeLabel group="problemHandling" code={p.handling} />
              {p.applyQuantity !== null && ` · ${t("pieces", { count: p.applyQuantity })}`}
            </li>
          )}
        </ul>
        {(fee !== "none" || p.refundYen > 0) && (
          <p className="flex flex-wrap gap-x-4 text-xs text-slate-600">
            {fee !== "none" && (
              <span>
                {t("fee")} <Yen amount={p.feeYen} className="font-semibold text-slate-900" />{" "}
                <span className={fee === "paid" ? "text-emerald-700" : "font-semibold text-amber-700"}>
                  ({t(fee === "paid" ? "feePaid" : "feeUnpaid")})
                </span>
              </span>
            )}
            {p.refundYen > 0 && (
              <span>
                {t("refunded")} <Yen amount={p.refundYen} className="font-semibold text-emerald-700" />
              </span>
            )}
          </p>
        )}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-2 text-xs">
          <span className="text-slate-500">{formatDateTime(p.createTime)}</span>
          {choose ? (
            <span className="font-semibold text-brand">{t("chooseNow")} ›</span>
          ) : fee === "quoted" ? (
            <span className="font-semibold text-amber-700">{t("payNow")} ›</span>
          ) : (
            <span className="text-brand">{t("details")} ›</span>
          )}
        </div>
      </Link>
    </li>
  );
}
