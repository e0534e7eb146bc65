"use client";

import { useTranslations } from "next-intl";
import { formatDateTime } from "@/lib/format";
import { Yen } from "@/app/_components/money";
import { EvidenceFiles } from "../../../_problems/evidence-files";
import type { ProblemDetail } from "../../../_problems/problem-api";
import { CodeLabel } from "../../../_problems/problem-labels";

type Props = { problem: ProblemDetail; onWithdraw: () => void; busy: boolean };

/**
 * The seller's application (handling, pieces, note, files), its fee and refund, the agent's answer, and —
 * while other defects of the order still wait for a choice — that it waits its turn.
 */
export function ApplicationCard({ problem: p, onWithdraw, busy }: Props) {
  const t = useTranslations("problemPage");
  const rejected = p.handling === null && !!p.agentReply;
  if (p.handling === null && !rejected) return null;
  return (
    <section className="card flex flex-col gap-3" data-testid="application">
      <h2 className="font-bold">{t("applicationTitle")}</h2>
      {p.agentReply && (
        <div
          className={`rounded-lg p-3 text-sm ${rejected ? "bg-rose-50 text-rose-800 ring-1 ring-rose-200" : "bg-sky-50 text-sky-900"}`}
          data-testid="agent-reply"
        >
          <p className="mb-1 text-xs font-semibold">{t(rejected ? "rejectedTitle" : "agentReply")}</p>
          <p className="whitespace-pre-wrap break-words">{p.agentReply}</p>
        </div>
      )}
      {p.doneImage && (
        <figure className="flex flex-col gap-1 text-sm" data-testid="done-image">
          <figcaption className="text-xs text-slate-500">{t("doneImage")}</figcaption>
          <a href={p.doneImage} target="_blank" rel="noopener noreferrer">
            {/* eslint-disable-next-line @next/next/no-img-element -- the seller's private upload */}
            <img src={p.doneImage} alt="" loading="lazy" className="h-32 w-32 rounded object-cover" />
          </a>
        </figure>
      )}
      {p.handling !== null && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
          <dt className="text-slate-500">{t("handling")}</dt>
          <dd className="font-semibold" data-testid="applied-handling">
            <CodeLabel group="problemHandling" code={p.handling} />
          </dd>
          {p.applyQuantity !== null && (
            <>
              <dt className="text-slate-500">{t("appliedPieces")}</dt>
              <dd>{t("pieces", { count: p.applyQuantity })}</dd>
            </>
          )}
          {p.appliedAt && (
            <>
              <dt className="text-slate-500">{t("appliedAt")}</dt>
              <dd>{formatDateTime(p.appliedAt)}</dd>
            </>
          )}
          {p.applyNote && (
            <>
              <dt className="text-slate-500">{t("note")}</dt>
              <dd className="whitespace-pre-wrap break-words">{p.applyNote}</dd>
            </>
          )}
          {p.feeQuotedAt && (
            <>
              <dt className="text-slate-500">{t("fee")}</dt>
              <dd>
                <Yen amount={p.feeYen} className="font-semibold" />{" "}
                <span className={p.feePaidAt ? "text-emerald-700" : "text-amber-700"}>
                  {p.feePaidAt ? t("feePaidAt", { time: formatDateTime(p.feePaidAt) }) : t("feeUnpaid")}
                </span>
              </dd>
            </>
          )}
          {p.refundYen > 0 && (
            <>
              <dt className="text-slate-500">{t("refunded")}</dt>
              <dd>
                <Yen amount={p.refundYen} className="font-semibold text-emerald-700" />
              </dd>
            </>
          )}
          {p.handledAt && (
            <>
              <dt className="text-slate-500">{t("handledAt")}</dt>
              <dd>{formatDateTime(p.handledAt)}</dd>
            </>
          )}
        </dl>
      )}
      {p.queued && (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900" data-testid="application-queued">
          {t("queued")}
        </p>
      )}
      {p.handling !== null && (
        <div>
          <h3 className="mb-1 text-sm text-slate-500">{t("evidence")}</h3>
          <EvidenceFiles urls={p.applyFiles} alt={t("evidence")} />
        </div>
      )}
      {p.canWithdraw && (
        <div className="flex flex-col gap-1 border-t border-slate-100 pt-3">
          <p className="text-xs text-slate-500">{t("withdrawHint")}</p>
          <button type="button" className="btn-secondary self-start" disabled={busy} onClick={onWithdraw}>
            {t("withdraw")}
          </button>
        </div>
      )}
    </section>
  );
}
