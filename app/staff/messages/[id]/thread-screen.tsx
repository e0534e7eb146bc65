"use client";

import { useState } from "react";
import Link from "@/app/_components/link";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { queryKeyOf, request } from "@/lib/client/endpoint";
import {
  staffMessageList,
  staffMessageReply,
  staffMessageThread,
  staffMessageUpload,
} from "@/lib/client/endpoints";
import { LIMITS } from "@/lib/codes";
import type { Json } from "@/lib/api/json";
import type { StaffThread } from "@/lib/messages/staff-thread";
import type { UploadedFileRef } from "@/lib/client/upload";
import { MESSAGE_LIMITS } from "@/lib/inputs/limits";
import { formatDateTime } from "@/lib/format";
import { TextInput } from "@/app/_components/inputs/text-input";
import { LoadFailed } from "@/app/_components/load-failed";
import { UploadWidget } from "@/app/_components/upload-widget";
import { useFormAction } from "@/app/_components/use-form-action";
import { AttachmentList } from "@/app/_messages/attachment-list";
import { PromiseBadge } from "../promise-badge";

type Message = Json<StaffThread>["messages"][number];

function Author({ m }: { m: Message }) {
  const { t } = useFormAction();
  if (!m.fromStaff) return <>{t("staff.messages.fromCustomer")}</>;
  if (m.notice) return <>{t("staff.messages.notice")}</>;
  if (m.staffName && m.staffCode)
    return <>{t("staff.messages.fromStaffWithCode", { name: m.staffName, code: m.staffCode })}</>;
  if (m.staffName) return <>{t("staff.messages.fromStaff", { name: m.staffName })}</>;
  return <>{t("staff.messages.fromAgent")}</>;
}

function ReplyForm({ threadId, serviceCode }: { threadId: number; serviceCode: string | null }) {
  const { validate, send, busy, toast, t } = useFormAction();
  const queryClient = useQueryClient();
  const [content, setContent] = useState("");
  const [attachments, setAttachments] = useState<UploadedFileRef[]>([]);

  async function reply(e: React.FormEvent) {
    e.preventDefault();
    if (busy) return;
    const body = await validate(() => import("@/lib/validation/message").then((m) => m.ZStaffReply), {
      threadId,
      content,
      attachments,
    });
    if (!body) return;
    const res = await send(staffMessageReply, { body });
    if (!res) return;
    toast.show("success", res.msg);
    setContent("");
    setAttachments([]);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeyOf(staffMessageThread, threadId) }),
      queryClient.invalidateQueries({ queryKey: queryKeyOf(staffMessageList) }),
    ]);
  }

  return (
    <form className="card flex flex-col gap-3" onSubmit={reply} noValidate>
      <TextInput
        label={t("staff.messages.reply")}
        name="content"
        multiline
        rows={5}
        maxLength={MESSAGE_LIMITS.contentMax}
        showCount
        value={content}
        onChange={setContent}
      />
      <fieldset className="text-sm">
        <legend className="mb-1">{t("staff.messages.attachments")}</legend>
        <UploadWidget
          modular="message"
          endpoint={staffMessageUpload.path}
          limit={LIMITS.uploadCount}
          value={attachments}
          onChange={setAttachments}
          label={t("staff.messages.attachmentPick")}
          disabled={busy}
        />
      </fieldset>
      <p className="text-xs text-slate-600" data-testid="reply-service-code">
        {serviceCode ? t("staff.messages.yourCode", { code: serviceCode }) : t("staff.messages.noCode")}
      </p>
      <button className="btn-primary w-auto self-start" type="submit" disabled={busy}>
        {t("staff.messages.send")}
      </button>
    </form>
  );
}

/** One thread: the customer, the whole conversation, the promise while they wait, and the reply box. */
export function ThreadScreen({
  threadId,
  serviceCode,
  canOpenCustomer,
}: {
  threadId: number;
  serviceCode: string | null;
  canOpenCustomer: boolean;
}) {
  const { t, locale } = useFormAction();
  const thread = useQuery({
    queryKey: queryKeyOf(staffMessageThread, threadId),
    queryFn: () => request(staffMessageThread, { params: { id: threadId } }, { locale }),
  });
  const data = thread.data;
  return (
    <div className="flex flex-col gap-4">
      <Link href="/staff/messages" className="text-sm text-brand underline">
        {t("staff.messages.back")}
      </Link>
      {thread.isError && <LoadFailed error={thread.error} onRetry={() => thread.refetch()} />}
      {data && (
        <>
          <section className="card flex flex-col gap-1">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h1 className="min-w-0 break-words text-lg font-bold">{data.title}</h1>
              {data.promise && (
                <PromiseBadge minutesLeft={data.promise.minutesLeft} overdue={data.promise.overdue} />
              )}
            </div>
            <p className="text-sm text-slate-700">
              {canOpenCustomer ? (
                <Link href={`/staff/customers/${data.customer.id}`} className="text-brand underline">
                  {data.customer.userName}
                </Link>
              ) : (
                data.customer.userName
              )}{" "}
              <span className="text-slate-500">
                {data.customer.email}
                {data.customer.companyName ? ` · ${data.customer.companyName}` : ""}
              </span>
            </p>
            {data.promise ? (
              <p className="text-xs text-slate-600">
                {t("staff.messages.deadline")}: {formatDateTime(data.promise.deadline)}
              </p>
            ) : (
              <p className="text-xs text-slate-600">{t("staff.messages.answered")}</p>
            )}
          </section>
          <ol className="flex flex-col gap-3" data-testid="thread-messages">
            {data.messages.map((m) => (
              <li
                key={m.id}
                data-testid="staff-thread-message"
                data-from={m.fromStaff ? "staff" : "customer"}
                className={`flex ${m.fromStaff ? "justify-end" : "justify-start"}`}
              >
                <div
                  className={`max-w-[85%] rounded-2xl px-4 py-2 text-sm shadow-sm ${
                    m.fromStaff
                      ? "rounded-tr-sm bg-sky-50 ring-1 ring-sky-200"
                      : "rounded-tl-sm bg-white ring-1 ring-slate-200"
                  }`}
                >
                  <p className="mb-1 text-xs font-semibold text-slate-600">
                    <Author m={m} />
                  </p>
                  <p className="whitespace-pre-wrap break-words">{m.content}</p>
                  <AttachmentList attachments={m.attachments} />
                  <p className="mt-1 text-right text-[11px] text-slate-600">
                    {formatDateTime(m.createTime)}
                    {m.fromStaff &&
                      !m.notice &&
                      ` · ${m.read ? t("staff.messages.readByCustomer") : t("staff.messages.unreadByCustomer")}`}
                  </p>
                </div>
              </li>
            ))}
          </ol>
          <ReplyForm threadId={data.id} serviceCode={serviceCode} />
        </>
      )}
    </div>
  );
}
