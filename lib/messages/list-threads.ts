import { getDb } from "@/lib/db/client";
import { MESSAGE_DIRECTION } from "@/lib/codes";
import { MESSAGE_LIMITS } from "@/lib/validation/message";
import type { Translate } from "@/lib/i18n/messages";
import { attachmentsOf } from "./attachments";
import { messageText } from "./message-text";

type ThreadAggregate = { rootId: number; lastId: number; unread: number; count: number };

export const excerpt = (text: string, length: number = MESSAGE_LIMITS.excerptLength) => {
  const flat = text.replace(/\s+/g, " ").trim();
  const chars = [...flat];
  return chars.length > length ? `${chars.slice(0, length).join("")}…` : flat;
};

/**
 * The customer's threads, newest activity first (paged): title, excerpt of the last message, unread staff
 * messages per thread. A thread is its first message (threadId null) plus the replies pointing at it.
 */
export async function listThreads(customerId: number, pageNum: number, pageSize: number, t: Translate) {
  const db = getDb();
  const skip = (pageNum - 1) * pageSize;
  const [total, groups] = await Promise.all([
    db.message.count({ where: { customerId, threadId: null } }),
    db.$queryRaw<ThreadAggregate[]>`
      SELECT COALESCE(thread_id, id) AS "rootId",
             (ARRAY_AGG(id ORDER BY created_at DESC, id DESC))[1] AS "lastId",
             (COUNT(*) FILTER (WHERE direction = ${MESSAGE_DIRECTION.FROM_STAFF} AND read_at IS NULL))::int AS "unread",
             COUNT(*)::int AS "count"
        FROM message
       WHERE customer_id = ${customerId}
       GROUP BY COALESCE(thread_id, id)
       ORDER BY MAX(created_at) DESC, COALESCE(thread_id, id) DESC
       LIMIT ${pageSize} OFFSET ${skip}`,
  ]);
  if (!groups.length) return { total, rows: [] };
  const ids = groups.flatMap((g) => [Number(g.rootId), Number(g.lastId)]);
  const messages = await db.message.findMany({
    where: { customerId, id: { in: ids } },
    select: {
      id: true,
      title: true,
      content: true,
      textKey: true,
      textParams: true,
      link: true,
      direction: true,
      attachments: true,
      createdAt: true,
      staff: { select: { name: true, staffCode: true } },
    },
  });
  const byId = new Map(messages.map((m) => [m.id, m]));
  const rows = groups.flatMap((g) => {
    const root = byId.get(Number(g.rootId));
    const last = byId.get(Number(g.lastId));
    if (!root || !last) return [];
    const rootText = messageText(root, t);
    return [
      {
        id: root.id,
        title: rootText.title ?? excerpt(rootText.content, 30),
        /** a notice the agent's system sent (arrival, inspection, defect …), and where it leads */
        notice: root.textKey !== null,
        link: root.link,
        lastMessage: excerpt(messageText(last, t).content),
        lastDirection: last.direction,
        lastHasAttachments: attachmentsOf(last.attachments).length > 0,
        lastTime: last.createdAt,
        unreadCount: Number(g.unread),
        messageCount: Number(g.count),
        staffName: root.staff?.name ?? null,
        createTime: root.createdAt,
      },
    ];
  });
  return { total, rows };
}
