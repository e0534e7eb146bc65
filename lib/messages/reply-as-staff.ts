import { getDb } from "@/lib/db/client";
import { MESSAGE_DIRECTION } from "@/lib/codes";
import { AppError } from "@/lib/errors";
import type { z } from "zod";
import type { ZStaffReply } from "@/lib/validation/message";
import { inThread } from "./find-thread";
import { excerpt } from "./list-threads";

/**
 * Operator: customer service answers a thread (npm run op:reply). The answer is unread for the customer;
 * the customer's messages in the thread count as read by staff. Staff: the given code, else the thread's,
 * else the customer's assigned one. The command parses the reply with ZStaffReply (lib/validation/parse.ts).
 */
export async function replyAsStaff(input: z.output<typeof ZStaffReply> & { staffCode?: string }) {
  const { threadId, content } = input;
  const db = getDb();
  const hit = await db.message.findUnique({ where: { id: threadId }, select: { id: true, threadId: true } });
  if (!hit) throw new AppError("NOT_FOUND");
  const root = await db.message.findUnique({
    where: { id: hit.threadId ?? hit.id },
    select: {
      id: true,
      customerId: true,
      staffId: true,
      title: true,
      customer: { select: { email: true, customerServiceId: true } },
    },
  });
  if (!root) throw new AppError("NOT_FOUND");

  const staffCode = input.staffCode ?? root.customer.customerServiceId ?? undefined;
  let staffId = root.staffId;
  if (input.staffCode || !staffId) {
    const staff = staffCode
      ? await db.serviceStaff.findFirst({ where: { staffCode, active: true }, select: { id: true } })
      : null;
    if (input.staffCode && !staff) throw new AppError("NOT_FOUND");
    staffId = staff?.id ?? staffId;
  }

  return db.$transaction(async (tx) => {
    const message = await tx.message.create({
      data: {
        customerId: root.customerId,
        threadId: root.id,
        direction: MESSAGE_DIRECTION.FROM_STAFF,
        staffId,
        content,
      },
      select: { id: true, createdAt: true },
    });
    await tx.message.updateMany({
      where: {
        customerId: root.customerId,
        direction: MESSAGE_DIRECTION.FROM_CUSTOMER,
        readAt: null,
        ...inThread(root.id),
      },
      data: { readAt: message.createdAt },
    });
    return {
      id: message.id,
      threadId: root.id,
      title: root.title,
      customerId: root.customerId,
      customerEmail: root.customer.email,
    };
  });
}

/** Threads whose newest message is the customer's: what customer service still has to answer. */
export async function listAwaitingReply(limit = 50) {
  const rows = await getDb().$queryRaw<{ rootId: number; lastId: number }[]>`
    SELECT t."rootId", t."lastId" FROM (
      SELECT COALESCE(thread_id, id) AS "rootId",
             (ARRAY_AGG(id ORDER BY created_at DESC, id DESC))[1] AS "lastId",
             MAX(created_at) AS "lastAt"
        FROM message
       GROUP BY COALESCE(thread_id, id)
    ) t
    JOIN message last ON last.id = t."lastId"
   WHERE last.direction = ${MESSAGE_DIRECTION.FROM_CUSTOMER}
   ORDER BY t."lastAt" ASC
   LIMIT ${limit}`;
  if (!rows.length) return [];
  const ids = rows.flatMap((r) => [Number(r.rootId), Number(r.lastId)]);
  const messages = await getDb().message.findMany({
    where: { id: { in: ids } },
    select: { id: true, title: true, content: true, createdAt: true, customer: { select: { email: true } } },
  });
  const byId = new Map(messages.map((m) => [m.id, m]));
  return rows.flatMap((r) => {
    const root = byId.get(Number(r.rootId));
    const last = byId.get(Number(r.lastId));
    if (!root || !last) return [];
    return [
      {
        threadId: root.id,
        customerEmail: root.customer.email,
        title: root.title ?? "",
        lastMessage: excerpt(last.content, 60),
        lastTime: last.createdAt,
      },
    ];
  });
}
