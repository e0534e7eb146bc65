import { getDb } from "@/lib/db/client";
import { MESSAGE_DIRECTION } from "@/lib/codes";
import { AppError } from "@/lib/errors";
import type { Translate } from "@/lib/i18n/messages";
import { attachmentsOf } from "./attachments";
import { inThread } from "./find-thread";
import { messageText } from "./message-text";
import { replyPromise } from "./reply-as-staff";

/**
 * One thread as the messages desk shows it (any message id of it): the customer, the whole conversation oldest
 * first (notices in the reader's language), who answered each staff message, and the 24-hour promise while
 * the customer waits (the thread's `awaiting_reply_since`, as the list reads it). Reading changes nothing: the
 * customer's messages count as read when staff answer.
 */
export async function readThreadForStaff(id: number, t: Translate) {
  const db = getDb();
  const hit = await db.message.findUnique({ where: { id }, select: { id: true, threadId: true } });
  if (!hit) throw new AppError("NOT_FOUND");
  const rootId = hit.threadId ?? hit.id;
  const [root, messages] = await Promise.all([
    db.message.findUnique({
      where: { id: rootId },
      select: {
        id: true,
        title: true,
        createdAt: true,
        awaitingReplySince: true,
        customer: {
          select: { id: true, email: true, userName: true, companyName: true, customerServiceId: true },
        },
      },
    }),
    db.message.findMany({
      where: inThread(rootId),
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select: {
        id: true,
        direction: true,
        title: true,
        content: true,
        textKey: true,
        textParams: true,
        link: true,
        attachments: true,
        readAt: true,
        createdAt: true,
        staff: { select: { name: true, staffCode: true } },
      },
    }),
  ]);
  if (!root) throw new AppError("NOT_FOUND");
  const fromStaff = (m: { direction: number }) => m.direction === MESSAGE_DIRECTION.FROM_STAFF;
  const first = messages[0] ? messageText(messages[0], t) : null;
  return {
    id: root.id,
    title: root.title ?? first?.title ?? "",
    createTime: root.createdAt,
    customer: root.customer,
    /** the customer waits for an answer (the newest message is theirs), and how long is left */
    promise: root.awaitingReplySince ? replyPromise(root.awaitingReplySince) : null,
    messages: messages.map((m) => ({
      id: m.id,
      fromStaff: fromStaff(m),
      notice: m.textKey !== null,
      staffName: fromStaff(m) ? (m.staff?.name ?? null) : null,
      staffCode: fromStaff(m) ? (m.staff?.staffCode ?? null) : null,
      content: messageText(m, t).content,
      link: m.link,
      attachments: attachmentsOf(m.attachments),
      /** customer messages: read by staff; staff messages: read by the customer */
      read: m.readAt !== null,
      createTime: m.createdAt,
    })),
  };
}
export type StaffThread = Awaited<ReturnType<typeof readThreadForStaff>>;
