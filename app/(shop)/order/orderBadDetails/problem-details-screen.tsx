"use client";

import Link from "@/app/_components/link";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { formatDateTime } from "@/lib/format";
import { ImageGallery, ImageViewer } from "../../../_components/inputs/image-viewer";
import { RecordStatus } from "../../../_components/record-status";
import { LineCounts } from "../../../_orders/line-counts";
import { parseIds } from "../../../_orders/order-api";
import { StatusBadge } from "../../../_orders/status-badge";
import type { ProblemDetail } from "../../../_problems/problem-api";
import { CodeLabel, ProcessStatusBadge } from "../../../_problems/problem-labels";
import { useProblem } from "../../../_problems/use-problem";
import { ApplicationCard } from "./application-card";
import { HandlingChoices } from "./handling-choices";
import { PayFeeCard } from "./pay-fee-card";
import { useWithdrawApplication } from "./use-withdraw-application";
import { SpecLine } from "../../../_goods/use-spec-text";

/**
 * /order/orderBadDetails?id=<problem id>: the defect with the agent's note and photos, the line's counts
 * and inspection photos, the order, the application, and what the seller can do now (choose a handling,
 * pay the quoted fee, withdraw the application, send feedback).
 */
export function ProblemDetailsScreen() {
  const t = useTranslations();
  const id = parseIds(useSearchParams().get("id"))[0];
  const problem = useProblem(id);
  const withdraw = useWithdrawApplication(id ?? 0);
  const p = problem.data;

  if (!id || problem.isError || !p) return <RecordStatus id={id} query={problem} />;

  return (
    <div className="flex flex-col gap-4" data-testid="problem-details">
      <Link href="/order/orderBad" className="text-sm text-brand hover:underline">
        ← {t("problemPage.backToList")}
      </Link>
      <ProblemSummary problem={p} />
      {p.canPayFee && <PayFeeCard problem={p} />}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <section className="card flex flex-col gap-3">
          <h2 className="font-bold">{t("problemPage.defectTitle")}</h2>
          <div>
            <h3 className="mb-1 text-sm text-slate-500">{t("problemPage.agentDescription")}</h3>
            <p className="whitespace-pre-wrap break-words text-sm" data-testid="problem-description">
              {p.description ?? t("problemPage.noDescription")}
            </p>
          </div>
          <div>
            <h3 className="mb-1 text-sm text-slate-500">{t("problemPage.defectPhotos")}</h3>
            <ImageGallery urls={p.images} alt={t("problemPage.defectPhotos")} testId="defect-photos" />
          </div>
        </section>
        {p.line && (
          <section className="card flex flex-col gap-3">
            <h2 className="font-bold">{t("problemPage.lineTitle")}</h2>
            <LineCounts
              ordered={p.line.quantity}
              arrived={p.line.arrivedQty}
              checked={p.line.checkedQty}
              passed={p.line.passedQty}
              bad={p.line.badQty}
            />
            <div>
              <h3 className="mb-1 text-sm text-slate-500">{t("orderPage.inspectionPhotos")}</h3>
              <ImageGallery
                urls={p.line.inspectionImages}
                alt={t("orderPage.inspectionPhotos")}
                testId="inspection-photos"
              />
            </div>
          </section>
        )}
      </div>
      <ApplicationCard problem={p} onWithdraw={withdraw.ask} busy={withdraw.busy} />
      {p.choosing && (
        <section className="card flex flex-col gap-3" data-testid="choose-handling">
          <div>
            <h2 className="font-bold">{t("problemPage.chooseTitle")}</h2>
            <p className="text-sm text-slate-600">{t("problemPage.chooseHint")}</p>
          </div>
          <HandlingChoices problemId={p.id} choices={p.choices} />
        </section>
      )}
      <Link
        href={`/feedback/feedbackList?problemId=${p.id}`}
        className="btn-secondary self-start"
        data-testid="feedback-link"
      >
        {t("problemPage.sendFeedback")}
      </Link>
      {withdraw.dialog}
    </div>
  );
}

/** Goods, defect type, pieces, status, dates and the order it belongs to. */
function ProblemSummary({ problem: p }: { problem: ProblemDetail }) {
  const t = useTranslations();
  return (
    <section className="card flex flex-col gap-3">
      <div className="flex gap-3">
        <ImageViewer url={p.goodsImageUrl} alt={p.goodsName ?? p.orderNo} className="h-20 w-20" />
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-2">
            <h1 className="line-clamp-3 min-w-0 break-words font-bold">{p.goodsName ?? p.orderNo}</h1>
            <ProcessStatusBadge status={p.processStatus} />
          </div>
          <SpecLine text={p.goodsSpecs} />
          <p className="mt-1 flex flex-wrap gap-1.5 text-xs">
            <span
              className="rounded-full bg-rose-50 px-2 py-0.5 font-semibold text-rose-700"
              data-testid="problem-type"
            >
              <CodeLabel group="problemType" code={p.problemType} />
            </span>
            <span
              className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700"
              data-testid="problem-pieces"
            >
              {t("problemPage.pieces", { count: p.quantity })}
            </span>
          </p>
        </div>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        <dt className="text-slate-500">{t("problemPage.reportedAt")}</dt>
        <dd>{formatDateTime(p.createTime)}</dd>
        <dt className="text-slate-500">{t("problemPage.order")}</dt>
        <dd className="flex min-w-0 flex-wrap items-center gap-2">
          <Link
            href={`/order/orderDetails?id=${p.orderId}`}
            className="break-all text-brand hover:underline"
            data-testid="problem-order"
          >
            {p.orderNo}
          </Link>
          <StatusBadge status={p.orderStatus} />
        </dd>
      </dl>
    </section>
  );
}
