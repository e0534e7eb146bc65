import { now } from "@/lib/clock";
import { getDb } from "@/lib/db/client";
import { MESSAGE_DIRECTION } from "@/lib/codes";
import type { Translate } from "@/lib/i18n/messages";
import { attachmentsOf } from "./attachments";
import { messageText } from "./message-text";
import { findOwnThread, inThread } from "./find-thread";

/** One thread with all its messages, oldest first; the staff messages in it become read. */
export async function readThread(customerId: number, id: number, t: Translate) {
  const db = getDb();
  const root = await findOwnThread(customerId, id);
  const at = now();
  await db.message.updateMany({
    where: { customerId, direction: MESSAGE_DIRECTION.FROM_STAFF, readAt: null, ...inThread(root.id) },
    data: { readAt: at },
  });
  const messages = await db.message.findMany({
    where: { customerId, ...inThread(root.id) },
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
  });
  // The newest answer's customer-service member, else the contact the thread started with.
  const staff =
    messages.findLast((m) => m.direction === MESSAGE_DIRECTION.FROM_STAFF && m.staff)?.staff ??
    messages.find((m) => m.staff)?.staff ??
    null;
  const first = messages[0] ? messageText(messages[0], t) : null;
  return {
    id: root.id,
    title: root.title ?? first?.title ?? "",
    notice: messages[0]?.textKey != null,
    createTime: root.createdAt,
    staffName: staff?.name ?? null,
    staffCode: staff?.staffCode ?? null,
    messages: messages.map((m) => ({
      id: m.id,
      direction: m.direction,
      fromStaff: m.direction === MESSAGE_DIRECTION.FROM_STAFF,
      staffName: m.direction === MESSAGE_DIRECTION.FROM_STAFF ? (m.staff?.name ?? null) : null,
      /** the customer-service ID (SPEC §1) of the member who answered */
      staffCode: m.direction === MESSAGE_DIRECTION.FROM_STAFF ? (m.staff?.staffCode ?? null) : null,
      content: messageText(m, t).content,
      /** written by the agent's system (arrival, inspection, defect …), not by a person */
      notice: m.textKey !== null,
      link: m.link,
      attachments: attachmentsOf(m.attachments),
      /** customer messages: read by staff; staff messages: read by the customer (now true) */
      read: m.readAt !== null,
      createTime: m.createdAt,
    })),
  };
}
