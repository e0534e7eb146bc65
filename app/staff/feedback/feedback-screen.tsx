"use client";

import { useState } from "react";
import Link from "@/app/_components/link";
import { useQueryClient } from "@tanstack/react-query";
import { PROBLEM_PROCESS_STATUS, labelKeyOf } from "@/lib/codes";
import type { Json } from "@/lib/api/json";
import type { OpenFeedback } from "@/lib/feedback/feedback";
import { queryKeyOf } from "@/lib/client/endpoint";
import { staffFeedbackList, staffFeedbackReply, staffFeedbackStart } from "@/lib/client/endpoints";
import { formatDateTime } from "@/lib/format";
import { TextInput } from "@/app/_components/inputs/text-input";
import { useFormAction } from "@/app/_components/use-form-action";
import { AttachmentList } from "@/app/_messages/attachment-list";
import { DeskList } from "../_components/desk-list";
import { usePagedSearch } from "../_components/use-paged-search";

type Filters = { q: string; status: string };
const STATUSES = [
  PROBLEM_PROCESS_STATUS.PENDING,
  PROBLEM_PROCESS_STATUS.IN_PROCESS,
  PROBLEM_PROCESS_STATUS.PROCESSED,
];

/** A feedback's pictures as the message attachments show them (the file's own name is in its URL). */
const pictures = (urls: readonly string[]) =>
  urls.map((url) => ({ url, originalFilename: url.split("/").pop() ?? url, name: "" }));

function FeedbackCard({ row, canOpenCustomer }: { row: Json<OpenFeedback>; canOpenCustomer: boolean }) {
  const { validate, send, busy, toast, t } = useFormAction();
  const queryClient = useQueryClient();
  const [reply, setReply] = useState("");
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeyOf(staffFeedbackList) });

  async function start() {
    if (busy) return;
    const res = await send(staffFeedbackStart, { body: { id: row.id } });
    if (res) toast.show("success", res.msg);
    await refresh();
  }
  async function answer(e: React.FormEvent) {
    e.preventDefault();
    if (busy) return;
    const body = await validate(() => import("@/lib/validation/problem").then((m) => m.ZFeedbackReply), {
      id: row.id,
      reply,
    });
    if (!body) return;
    const res = await send(staffFeedbackReply, { body });
    if (!res) return;
    toast.show("success", res.msg);
    setReply("");
    await refresh();
  }

  return (
    <li className="card flex flex-col gap-2" data-testid="open-feedback" data-feedback-id={row.id}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="text-sm">
          {canOpenCustomer ? (
            <Link href={`/staff/customers/${row.customer.id}`} className="text-brand underline">
              {row.customer.userName}
            </Link>
          ) : (
            row.customer.userName
          )}{" "}
          <span className="text-xs text-slate-500">{row.customer.email}</span>
        </span>
        <span className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
          {t(labelKeyOf("problemProcessStatus", row.status)!)}
        </span>
      </div>
      <p className="text-xs text-slate-500">
        {t("staff.feedback.sentAt", { time: formatDateTime(row.createTime) })}
        {row.orderNo ? ` · ${t("staff.feedback.order", { orderNo: row.orderNo })}` : ""}
        {row.problemId ? ` · ${t("staff.feedback.problem", { id: row.problemId })}` : ""}
        {row.goodsName ? ` · ${row.goodsName}` : ""}
      </p>
      <p className="whitespace-pre-wrap break-words text-sm">{row.content}</p>
      {row.images.length > 0 && (
        <div>
          <p className="text-xs text-slate-600">{t("staff.feedback.images")}</p>
          <AttachmentList attachments={pictures(row.images)} />
        </div>
      )}
      {row.status === PROBLEM_PROCESS_STATUS.PROCESSED ? (
        <div className="rounded-lg bg-slate-50 p-2 text-sm" data-testid="feedback-answer">
          <p className="text-xs text-slate-500">
            {t("staff.feedback.answeredAt", { time: row.replyTime ? formatDateTime(row.replyTime) : "" })}
          </p>
          <p className="whitespace-pre-wrap break-words">{row.reply}</p>
        </div>
      ) : (
        <Answer row={row} busy={busy} start={start} answer={answer} reply={reply} setReply={setReply} />
      )}
    </li>
  );
}

/** Take a feedback up, and answer it: what an open one offers. */
function Answer({
  row,
  busy,
  start,
  answer,
  reply,
  setReply,
}: {
  row: Json<OpenFeedback>;
  busy: boolean;
  start: () => void;
  answer: (e: React.FormEvent) => void;
  reply: string;
  setReply: (reply: string) => void;
}) {
  const { t } = useFormAction();
  return (
    <>
      {row.status === PROBLEM_PROCESS_STATUS.PENDING && (
        <button type="button" className="btn-secondary w-auto self-start" disabled={busy} onClick={start}>
          {t("staff.feedback.start")}
        </button>
      )}
      <form className="flex flex-col gap-2" onSubmit={answer} noValidate>
        <TextInput
          label={t("staff.feedback.reply")}
          name={`reply-${row.id}`}
          multiline
          rows={3}
          maxLength={2000}
          showCount
          value={reply}
          onChange={setReply}
        />
        <button className="btn-primary w-auto self-start" type="submit" disabled={busy}>
          {t("staff.feedback.send")}
        </button>
      </form>
    </>
  );
}

/** Feedback waiting for the agent, oldest first: take it up, then answer; the seller hears of the answer. */
export function FeedbackScreen({ canOpenCustomer, initial }: { canOpenCustomer: boolean; initial: Filters }) {
  const { t } = useFormAction();
  const {
    draft,
    setDraft,
    list: open,
    search,
    pager,
  } = usePagedSearch({
    route: staffFeedbackList,
    empty: initial,
    schema: () => import("@/lib/validation/staff-messages").then((m) => m.ZOpenFeedbackQuery),
    query: (f) => f,
  });

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-bold">{t("staff.menu.feedback")}</h1>
      <form className="card grid items-end gap-2 md:grid-cols-[1fr_12rem_auto]" onSubmit={search} noValidate>
        <TextInput
          label={t("staff.feedback.searchLabel")}
          name="q"
          type="search"
          maxLength={128}
          value={draft.q}
          onChange={(q) => setDraft({ ...draft, q })}
          hint={t("staff.feedback.searchHint")}
        />
        <label className="flex flex-col gap-1 text-sm">
          {t("staff.feedback.statusFilter")}
          <select
            className="input"
            name="status"
            value={draft.status}
            onChange={(e) => setDraft({ ...draft, status: e.target.value })}
          >
            <option value="">{t("staff.feedback.allOpen")}</option>
            {STATUSES.map((s) => (
              <option key={s} value={String(s)}>
                {t(labelKeyOf("problemProcessStatus", s)!)}
              </option>
            ))}
            <option value="all">{t("staff.feedback.all")}</option>
          </select>
        </label>
        <button className="btn-primary w-auto" type="submit">
          {t("staff.feedback.search")}
        </button>
      </form>
      <DeskList
        desk={{ list: open, pager }}
        empty={t("staff.feedback.empty")}
        className="flex flex-col gap-2"
      >
        {(row) => <FeedbackCard row={row} canOpenCustomer={canOpenCustomer} />}
      </DeskList>
    </div>
  );
}
