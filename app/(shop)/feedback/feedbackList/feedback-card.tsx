"use client";

import Link from "@/app/_components/link";
import { useEffect, useId, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { queryKeyOf } from "@/lib/client/endpoint";
import { feedbackCancel, feedbackDetail } from "@/lib/client/endpoints";
import { formatDateTime } from "@/lib/format";
import type { Locale } from "@/lib/i18n/locales";
import { useFormAction } from "../../../_components/use-form-action";
import { ConfirmDialog } from "../../user/_components/confirm-dialog";
import { feedbackChanged, fetchFeedback, type Feedback } from "../../../_feedback/feedback-api";
import { FeedbackStatusBadge } from "../../../_feedback/feedback-status";
import { canWithdrawFeedback } from "../../../_feedback/feedback-statuses";
import { EvidenceFiles } from "../../../_problems/evidence-files";
import { CodeLabel } from "../../../_problems/problem-labels";

/**
 * One feedback: status, what it is about, the start of the text and an unread-answer mark; opened, the
 * whole text, the files, the agent's answer (now read) and — while nobody took it up — withdrawing.
 */
export function FeedbackCard({ feedback: row }: { feedback: Feedback }) {
  const t = useTranslations("feedbackPage");
  const tc = useTranslations("common");
  const locale = useLocale() as Locale;
  const queryClient = useQueryClient();
  const panel = useId();
  const [open, setOpen] = useState(false);
  const detail = useQuery({
    queryKey: queryKeyOf(feedbackDetail, row.id, locale),
    enabled: open,
    queryFn: () => fetchFeedback(locale, row.id),
  });
  const f = detail.data ?? row;

  // Opening marked the answer read: the unread marks and counts change.
  const readAt = detail.dataUpdatedAt;
  useEffect(() => {
    if (readAt && row.unread) void feedbackChanged(queryClient);
  }, [readAt, row.unread, queryClient]);

  return (
    <li className="card flex flex-col gap-2" data-testid="feedback-card" data-feedback-id={row.id}>
      <button
        type="button"
        className="flex flex-col gap-1 text-left"
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => setOpen(!open)}
      >
        <span className="flex w-full items-start justify-between gap-2">
          <span className="flex min-w-0 flex-wrap items-center gap-2 text-xs text-slate-500">
            <span>{t("number", { id: row.id })}</span>
            <About feedback={row} />
          </span>
          <span className="flex shrink-0 items-center gap-1.5">
            {row.unread && (
              <span
                className="rounded-full bg-rose-600 px-2 py-0.5 text-xs text-white"
                data-testid="feedback-new-reply"
              >
                {t("newReply")}
              </span>
            )}
            <FeedbackStatusBadge status={row.status} />
          </span>
        </span>
        <span className={`break-words text-sm ${open ? "whitespace-pre-wrap" : "line-clamp-2"}`}>
          {f.content}
        </span>
        <span className="flex w-full justify-between gap-2 text-xs text-slate-500">
          <span>{formatDateTime(row.createTime)}</span>
          <span className="text-brand">{open ? t("close") : t("open")}</span>
        </span>
      </button>
      {open && (
        <div
          id={panel}
          className="flex flex-col gap-3 border-t border-slate-100 pt-3"
          data-testid="feedback-detail"
        >
          {detail.isError && (
            <p className="text-sm text-rose-600">{detail.error.message || tc("loadFailed")}</p>
          )}
          <Links feedback={f} />
          {f.images.length > 0 && <EvidenceFiles urls={f.images} alt={t("files")} />}
          {f.reply ? (
            <div className="rounded-lg bg-sky-50 p-3 text-sm text-sky-900" data-testid="feedback-reply">
              <p className="mb-1 text-xs font-semibold">
                {t("reply")}
                {f.replyTime ? ` · ${formatDateTime(f.replyTime)}` : ""}
              </p>
              <p className="whitespace-pre-wrap break-words">{f.reply}</p>
            </div>
          ) : (
            <p className="text-xs text-slate-500">{t("noReplyYet")}</p>
          )}
          {canWithdrawFeedback(f.status) && <Withdraw id={f.id} />}
        </div>
      )}
    </li>
  );
}

/** "order PO… / defect · damaged" — what the feedback is about. */
function About({ feedback: f }: { feedback: Feedback }) {
  const t = useTranslations("feedbackPage");
  if (f.problemId && f.problemType !== null)
    return (
      <span className="rounded-full bg-rose-50 px-2 text-rose-700">
        {t("aboutProblem")} · <CodeLabel group="problemType" code={f.problemType} />
      </span>
    );
  if (f.orderNo) return <span className="break-all">{t("aboutOrder", { orderNo: f.orderNo })}</span>;
  return <span>{t("aboutGeneral")}</span>;
}

function Links({ feedback: f }: { feedback: Feedback }) {
  const t = useTranslations("feedbackPage");
  if (!f.orderId && !f.problemId) return null;
  return (
    <p className="flex flex-wrap gap-2 text-sm">
      {f.orderId && (
        <Link href={`/order/orderDetails?id=${f.orderId}`} className="btn-secondary">
          {t("viewOrder", { orderNo: f.orderNo ?? String(f.orderId) })}
        </Link>
      )}
      {f.problemId && (
        <Link href={`/order/orderBadDetails?id=${f.problemId}`} className="btn-secondary">
          {t("viewProblem")}
        </Link>
      )}
    </p>
  );
}

function Withdraw({ id }: { id: number }) {
  const { send, toast, t, busy } = useFormAction();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  async function confirm() {
    const res = await send(feedbackCancel, { body: { id } });
    setAsking(false);
    if (res) toast.show("success", res.msg);
    await Promise.all([
      feedbackChanged(queryClient),
      queryClient.invalidateQueries({ queryKey: queryKeyOf(feedbackDetail, id) }),
    ]);
  }
  return (
    <>
      <button
        type="button"
        className="btn-secondary self-start"
        disabled={busy}
        onClick={() => setAsking(true)}
      >
        {t("feedbackPage.withdraw")}
      </button>
      {asking && (
        <ConfirmDialog
          message={t("feedbackPage.withdrawConfirm")}
          busy={busy}
          onConfirm={() => void confirm()}
          onCancel={() => setAsking(false)}
        />
      )}
    </>
  );
}
