"use client";

import { useState } from "react";
import { MESSAGE_LIMITS } from "@/lib/inputs/limits";
import type { Exchange } from "@/lib/client/endpoint";
import { messageSend } from "@/lib/client/endpoints";
import { useFormAction } from "../_components/use-form-action";
import { TextInput } from "../_components/inputs/text-input";
import { AttachmentField } from "./attachment-field";
import { useRefreshMessages, type Attachment } from "./use-messages";

type Sent = Pick<Exchange<typeof messageSend>["answer"], "id" | "threadId">;

/**
 * New thread (title + content) or reply (threadId + content), with up to 3 own uploads as attachments.
 * The shared zod schema checks first (first failing rule → toast), the server checks again.
 */
export function MessageForm({
  threadId,
  onSent,
  compact,
}: {
  threadId?: number;
  onSent: (sent: Sent) => void;
  compact?: boolean;
}) {
  const { validate, send, busy, toast, t } = useFormAction();
  const refresh = useRefreshMessages();
  const [title, setTitle] = useState("");
  const [content, setContent] = useState("");
  const [attachments, setAttachments] = useState<Attachment[]>([]);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const body = threadId
      ? await validate(() => import("@/lib/validation/message").then((m) => m.ZMessageReply), {
          threadId,
          content,
          attachments,
        })
      : await validate(() => import("@/lib/validation/message").then((m) => m.ZMessageStart), {
          title,
          content,
          attachments,
        });
    if (!body) return;
    const res = await send(messageSend, { body });
    if (!res) return;
    toast.show("success", res.msg);
    setTitle("");
    setContent("");
    setAttachments([]);
    await refresh(res.answer.threadId);
    onSent(res.answer);
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" data-testid="message-form">
      {!threadId && (
        <TextInput
          label={t("message.titleLabel")}
          name="title"
          value={title}
          onChange={setTitle}
          maxLength={MESSAGE_LIMITS.titleMax}
          clearable
          placeholder={t("message.titlePlaceholder")}
        />
      )}
      <TextInput
        label={t(threadId ? "message.replyLabel" : "message.contentLabel")}
        name="content"
        multiline
        rows={compact ? 3 : 6}
        value={content}
        onChange={setContent}
        maxLength={MESSAGE_LIMITS.contentMax}
        showCount
        placeholder={t("message.contentPlaceholder")}
      />
      <AttachmentField value={attachments} onChange={setAttachments} />
      <button className="btn-primary" type="submit" disabled={busy}>
        {t(threadId ? "message.sendReply" : "message.send")}
      </button>
    </form>
  );
}
