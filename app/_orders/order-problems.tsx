"use client";

import Link from "@/app/_components/link";
import { useTranslations } from "next-intl";
import { CodeLabel, ProcessStatusBadge } from "../_problems/problem-labels";
import type { OrderDetail } from "./types";

const ROW = "flex items-center justify-between gap-3 py-2 text-sm";

/**
 * The order's defects: type, pieces, the handling chosen, the line and the status; each leading to its details
 * where `linkOf` gives a page (the seller's), as plain rows where it does not (the console's order page).
 */
export function OrderProblems({
  order: o,
  linkOf,
}: {
  order: OrderDetail;
  linkOf?: (problemId: number) => string;
}) {
  const t = useTranslations();
  if (!o.problems.length) return null;
  const lineName = (lineId: number | null) => o.lines.find((l) => l.id === lineId)?.goodsName;
  return (
    <section className="card" data-testid="order-problems">
      <h2 className="mb-3 font-bold">{t("orderPage.problemsTitle")}</h2>
      <ul className="flex flex-col divide-y divide-slate-100">
        {o.problems.map((p) => {
          const row = (
            <>
              <span className="min-w-0">
                <span className="font-semibold">
                  <CodeLabel group="problemType" code={p.problemType} />
                </span>{" "}
                · {t("problemPage.pieces", { count: p.quantity })}
                {p.handling !== null && (
                  <>
                    {" "}
                    · <CodeLabel group="problemHandling" code={p.handling} />
                  </>
                )}
                {lineName(p.orderLineId) && (
                  <span className="line-clamp-1 break-all text-xs text-slate-500">
                    {lineName(p.orderLineId)}
                  </span>
                )}
              </span>
              <span className="flex shrink-0 items-center gap-1">
                <ProcessStatusBadge status={p.processStatus} />
                {linkOf && (
                  <span aria-hidden className="text-slate-500">
                    ›
                  </span>
                )}
              </span>
            </>
          );
          return (
            <li key={p.id}>
              {linkOf ? (
                <Link href={linkOf(p.id)} className={`${ROW} hover:text-brand`} data-testid="order-problem">
                  {row}
                </Link>
              ) : (
                <div className={ROW} data-testid="order-problem">
                  {row}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
