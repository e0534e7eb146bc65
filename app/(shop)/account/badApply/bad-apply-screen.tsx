"use client";

import Link from "@/app/_components/link";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { RecordStatus } from "../../../_components/record-status";
import { parseIds } from "../../../_orders/order-api";
import { CodeLabel } from "../../../_problems/problem-labels";
import { useProblem } from "../../../_problems/use-problem";
import { ApplyForm } from "./apply-form";

/** /account/badApply?id=…[&handling=…]: the seller's choice for one defect, while it waits for one. */
export function BadApplyScreen() {
  const t = useTranslations();
  const params = useSearchParams();
  const id = parseIds(params.get("id"))[0];
  const problem = useProblem(id);
  const p = problem.data;
  const back = `/order/orderBadDetails?id=${id}`;

  if (!id || problem.isError || !p) return <RecordStatus id={id} query={problem} />;

  return (
    <div className="flex flex-col gap-4" data-testid="bad-apply">
      <Link href={back} className="text-sm text-brand hover:underline">
        ← {t("problemPage.backToDetails")}
      </Link>
      <section className="card flex gap-3">
        <div className="h-16 w-16 shrink-0 overflow-hidden rounded-lg bg-slate-100">
          {p.goodsImageUrl && (
            // eslint-disable-next-line @next/next/no-img-element -- platform images come from any host
            <img src={p.goodsImageUrl} alt="" className="h-full w-full object-cover" />
          )}
        </div>
        <div className="min-w-0 flex-1 text-sm">
          <h1 className="text-lg font-bold">{t("problemPage.applyTitle")}</h1>
          <p className="line-clamp-2 break-words">{p.goodsName ?? p.orderNo}</p>
          <p className="text-xs text-slate-500">
            <CodeLabel group="problemType" code={p.problemType} /> ·{" "}
            {t("problemPage.pieces", { count: p.quantity })} · {p.orderNo}
          </p>
        </div>
      </section>
      {p.choosing ? (
        <ApplyForm key={p.id} problem={p} handlingParam={params.get("handling")} />
      ) : (
        <div
          className="card flex flex-col items-start gap-2 text-sm"
          role="status"
          data-testid="not-choosing"
        >
          <p>{t("problemPage.notChoosing")}</p>
          <Link href={back} className="btn-secondary">
            {t("problemPage.backToDetails")}
          </Link>
        </div>
      )}
    </div>
  );
}
