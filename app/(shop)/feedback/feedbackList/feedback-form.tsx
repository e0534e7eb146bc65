"use client";

import { queryKeyOf } from "@/lib/client/endpoint";
import { feedbackAdd, orderDetail } from "@/lib/client/endpoints";
import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { LIMITS } from "@/lib/codes";
import { useSignIn } from "../../../_components/session";
import { UploadWidget, type UploadedFileRef } from "../../../_components/upload-widget";
import { useFormAction } from "../../../_components/use-form-action";
import { feedbackChanged } from "../../../_feedback/feedback-api";
import { fetchOrder } from "../../../_orders/order-api";
import { CodeLabel } from "../../../_problems/problem-labels";
import { useProblem } from "../../../_problems/use-problem";

const CONTENT_MAX = 2000;

type Props = { orderId?: number; problemId?: number; onDone: () => void };

/** New feedback on an order or a defect (or in general): text and up to 5 files of the evidence kind. */
export function FeedbackForm({ orderId, problemId, onDone }: Props) {
  const { send, validate, toast, t, locale, busy } = useFormAction();
  const { sessionKey } = useSignIn();
  const queryClient = useQueryClient();
  const [content, setContent] = useState("");
  const [images, setImages] = useState<UploadedFileRef[]>([]);
  const problem = useProblem(problemId);
  const order = useQuery({
    queryKey: queryKeyOf(orderDetail, sessionKey, locale, orderId),
    enabled: !!sessionKey && !!orderId && !problemId,
    queryFn: () => fetchOrder(locale, orderId!),
  });

  async function submit() {
    const input = await validate(() => import("@/lib/validation/problem").then((m) => m.ZFeedbackCreate), {
      orderId,
      problemId,
      content,
      images: images.map((f) => f.url),
    });
    if (!input) return;
    const res = await send(feedbackAdd, { body: input });
    if (!res) return;
    toast.show("success", res.msg);
    await feedbackChanged(queryClient);
    onDone();
  }

  return (
    <form
      className="card flex flex-col gap-3 ring-2 ring-orange-200"
      noValidate
      data-testid="feedback-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2 className="font-bold">{t("feedbackPage.new")}</h2>
      {(problemId || orderId) && (
        <p className="rounded-lg bg-slate-50 p-2 text-sm" data-testid="feedback-about">
          <span className="text-slate-500">{t("feedbackPage.about")}</span>{" "}
          {problemId ? (
            problem.data ? (
              <>
                <CodeLabel group="problemType" code={problem.data.problemType} /> ·{" "}
                {problem.data.goodsName ?? ""} · {problem.data.orderNo}
              </>
            ) : (
              t("feedbackPage.problemNumber", { id: problemId })
            )
          ) : (
            (order.data?.orderNo ?? t("feedbackPage.orderNumber", { id: orderId! }))
          )}
        </p>
      )}
      <label className="block text-sm">
        <span className="flex justify-between gap-2">
          <span>{t("feedbackPage.content")}</span>
          <span className="text-xs text-slate-500">
            {content.length} / {CONTENT_MAX}
          </span>
        </span>
        <textarea
          className="input mt-1 min-h-32"
          value={content}
          maxLength={CONTENT_MAX}
          onChange={(e) => setContent(e.target.value)}
          placeholder={t("feedbackPage.contentPlaceholder")}
        />
      </label>
      <div className="text-sm">
        <p className="mb-1">{t("feedbackPage.files")}</p>
        <UploadWidget
          modular="evidence"
          limit={LIMITS.evidenceFiles}
          value={images}
          onChange={setImages}
          label={t("feedbackPage.filesPick")}
        />
      </div>
      <div className="flex gap-2">
        <button type="button" className="btn-secondary flex-1" onClick={onDone}>
          {t("common.cancel")}
        </button>
        <button type="submit" className="btn-primary flex-1" disabled={busy}>
          {t("feedbackPage.send")}
        </button>
      </div>
    </form>
  );
}
