import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";

/** The thread (first message) a message id belongs to, when it is the customer's own; else NOT_FOUND. */
export async function findOwnThread(customerId: number, id: number) {
  const db = getDb();
  const hit = await db.message.findFirst({ where: { id, customerId }, select: { id: true, threadId: true } });
  if (!hit) throw new AppError("NOT_FOUND");
  const root = await db.message.findFirst({
    where: { id: hit.threadId ?? hit.id, customerId, threadId: null },
    select: { id: true, title: true, staffId: true, createdAt: true },
  });
  if (!root) throw new AppError("NOT_FOUND");
  return root;
}

/** Every message of a thread: the first one and its replies. */
export const inThread = (rootId: number) => ({ OR: [{ id: rootId }, { threadId: rootId }] });
