import type { Prisma } from "@/generated/prisma/client";
import { PROBLEM_PROCESS_STATUS } from "@/lib/codes";
import { now } from "@/lib/clock";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { createNotice, mailNotices, type Notice } from "@/lib/notices/notices";
import { assertOwnEvidence } from "@/lib/problems/apply-problem";
import { writeAudit, type Actor } from "@/lib/staff/audit";
import type { TOpenFeedbackQuery } from "@/lib/validation/staff-messages";
import type { z } from "zod";
import type {
  ZFeedbackCreate,
  ZFeedbackListQuery,
  ZFeedbackRef,
  ZFeedbackReply,
} from "@/lib/validation/problem";

/**
 * A seller's feedback on an order or a defect, answered by the agent (/feedback/feedbackList, the
 * apply-message API group; docs/warehouse.md). Status: 1 sent, 2 the agent is on it, 3 answered,
 * 4 withdrawn by the seller. An answer stays unread until the seller opens it.
 */

const feedbackSelect = {
  id: true,
  orderId: true,
  problemId: true,
  content: true,
  images: true,
  status: true,
  reply: true,
  repliedAt: true,
  readAt: true,
  createdAt: true,
  updatedAt: true,
  order: {
    select: { orderNo: true, lines: { select: { goodsName: true }, orderBy: { id: "asc" }, take: 1 } },
  },
  problem: { select: { problemType: true, orderLine: { select: { goodsName: true } } } },
} satisfies Prisma.FeedbackSelect;

function feedbackView(f: Prisma.FeedbackGetPayload<{ select: typeof feedbackSelect }>) {
  return {
    id: f.id,
    orderId: f.orderId,
    orderNo: f.order?.orderNo ?? null,
    problemId: f.problemId,
    problemType: f.problem?.problemType ?? null,
    /** the goods the feedback is about: the problem's line, else the order's first line */
    goodsName: f.problem?.orderLine?.goodsName ?? f.order?.lines[0]?.goodsName ?? null,
    content: f.content,
    images: f.images,
    status: f.status,
    reply: f.reply,
    replyTime: f.repliedAt,
    unread: f.reply !== null && f.readAt === null,
    createTime: f.createdAt,
    updateTime: f.updatedAt,
  };
}
export type FeedbackView = ReturnType<typeof feedbackView>;

export async function createFeedback(customerId: number, p: z.output<typeof ZFeedbackCreate>) {
  const db = getDb();
  return db.$transaction(async (tx) => {
    let orderId = p.orderId ?? null;
    if (p.problemId) {
      const problem = await tx.problem.findFirst({
        where: { id: p.problemId, customerId },
        select: { orderId: true },
      });
      if (!problem) throw new AppError("NOT_FOUND");
      if (orderId !== null && orderId !== problem.orderId) throw new AppError("NOT_FOUND");
      orderId = problem.orderId;
    } else if (orderId !== null && !(await tx.order.count({ where: { id: orderId, customerId } })))
      throw new AppError("NOT_FOUND");
    await assertOwnEvidence(tx, customerId, p.images);
    const at = now();
    const row = await tx.feedback.create({
      data: {
        customerId,
        orderId,
        problemId: p.problemId ?? null,
        content: p.content,
        images: p.images,
        status: PROBLEM_PROCESS_STATUS.PENDING,
        createdAt: at,
        updatedAt: at,
      },
      select: feedbackSelect,
    });
    return feedbackView(row);
  });
}

export async function listFeedback(customerId: number, q: z.output<typeof ZFeedbackListQuery>) {
  const where: Prisma.FeedbackWhereInput = { customerId, ...(q.status ? { status: q.status } : {}) };
  const db = getDb();
  const [total, rows, unreadCount] = await Promise.all([
    db.feedback.count({ where }),
    db.feedback.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (q.pageNum - 1) * q.pageSize,
      take: q.pageSize,
      select: feedbackSelect,
    }),
    countUnreadFeedback(customerId),
  ]);
  return { total, rows: rows.map(feedbackView), unreadCount };
}

export function countUnreadFeedback(customerId: number): Promise<number> {
  return getDb().feedback.count({ where: { customerId, reply: { not: null }, readAt: null } });
}

/** One feedback of the seller; opening it marks the agent's answer read. */
export async function readFeedback(customerId: number, { id }: z.output<typeof ZFeedbackRef>) {
  const db = getDb();
  await db.feedback.updateMany({
    where: { id, customerId, reply: { not: null }, readAt: null },
    data: { readAt: now() },
  });
  const row = await db.feedback.findFirst({ where: { id, customerId }, select: feedbackSelect });
  if (!row) throw new AppError("NOT_FOUND");
  return feedbackView(row);
}

/** The seller withdraws feedback the agent has not taken up yet. */
export async function cancelFeedback(customerId: number, { id }: z.output<typeof ZFeedbackRef>) {
  const { count } = await getDb().feedback.updateMany({
    where: { id, customerId, status: PROBLEM_PROCESS_STATUS.PENDING },
    data: { status: PROBLEM_PROCESS_STATUS.CANCELLED, updatedAt: now() },
  });
  if (!count) {
    const exists = await getDb().feedback.count({ where: { id, customerId } });
    throw new AppError(exists ? "PROBLEM_STATUS_CONFLICT" : "NOT_FOUND");
  }
  return readFeedback(customerId, { id });
}

/** The feedback row, locked: a double click on the desk waits for the first and then sees its result. */
async function lockFeedback(tx: Prisma.TransactionClient, id: number) {
  const [row] = await tx.$queryRaw<{ customer_id: number; status: number; reply: string | null }[]>`
    SELECT customer_id, status, reply FROM feedback WHERE id = ${id} FOR UPDATE`;
  if (!row) throw new AppError("NOT_FOUND");
  return row;
}

const answered = () => new AppError("PROBLEM_STATUS_CONFLICT", {}, "staff.feedback.alreadyAnswered");

/**
 * The agent takes the feedback up (1 → 2): the feedback desk and `npm run op:feedback -- start`. Feedback
 * already taken up answers `replayed: true` and changes nothing (a double click); answered or withdrawn
 * feedback is refused. One audit row "feedback.start".
 */
export async function startFeedback(actor: Actor, { id }: z.output<typeof ZFeedbackRef>) {
  return getDb().$transaction(async (tx) => {
    const row = await lockFeedback(tx, id);
    if (row.status === PROBLEM_PROCESS_STATUS.IN_PROCESS)
      return { id, status: PROBLEM_PROCESS_STATUS.IN_PROCESS, replayed: true };
    if (row.status === PROBLEM_PROCESS_STATUS.PROCESSED) throw answered();
    if (row.status !== PROBLEM_PROCESS_STATUS.PENDING) throw new AppError("PROBLEM_STATUS_CONFLICT");
    await tx.feedback.update({
      where: { id },
      data: { status: PROBLEM_PROCESS_STATUS.IN_PROCESS, updatedAt: now() },
    });
    await writeAudit(tx, actor, {
      action: "feedback.start",
      entityType: "feedback",
      entityId: id,
      before: { status: row.status },
      after: { status: PROBLEM_PROCESS_STATUS.IN_PROCESS },
    });
    return { id, status: PROBLEM_PROCESS_STATUS.IN_PROCESS, replayed: false };
  });
}

/**
 * The agent answers (1 or 2 → 3): the feedback desk and `npm run op:feedback -- reply`. The answer is unread
 * for the seller, who also gets a notice. The same answer again (a double click) answers `replayed: true` with
 * no second notice; another answer to answered feedback is refused, so the seller's answer never changes
 * under them. One audit row "feedback.reply".
 */
export async function replyToFeedback(actor: Actor, p: z.output<typeof ZFeedbackReply>) {
  const result = await getDb().$transaction(async (tx) => {
    const row = await lockFeedback(tx, p.id);
    if (row.status === PROBLEM_PROCESS_STATUS.PROCESSED) {
      if (row.reply === p.reply)
        return { id: p.id, customerId: row.customer_id, notices: [] as Notice[], replayed: true };
      throw answered();
    }
    if (row.status === PROBLEM_PROCESS_STATUS.CANCELLED) throw new AppError("PROBLEM_STATUS_CONFLICT");
    const at = now();
    await tx.feedback.update({
      where: { id: p.id },
      data: {
        reply: p.reply,
        repliedAt: at,
        readAt: null,
        status: PROBLEM_PROCESS_STATUS.PROCESSED,
        updatedAt: at,
      },
    });
    const notice = await createNotice(tx, {
      customerId: row.customer_id,
      name: "feedbackReplied",
      params: { id: p.id },
      link: "/feedback/feedbackList",
    });
    await writeAudit(tx, actor, {
      action: "feedback.reply",
      entityType: "feedback",
      entityId: p.id,
      before: { status: row.status, reply: row.reply },
      after: { status: PROBLEM_PROCESS_STATUS.PROCESSED, reply: p.reply },
    });
    return { id: p.id, customerId: row.customer_id, notices: [notice], replayed: false };
  });
  await mailNotices(result.notices);
  return result;
}

/**
 * Feedback waiting for the agent (sent or taken up, not answered), or answered ones by status, oldest first,
 * paged: the feedback desk and `op:feedback -- pending`. `q` finds the customer (email, name, company), the
 * text, or a feedback's number.
 */
export async function listOpenFeedback(q: TOpenFeedbackQuery) {
  const open = [PROBLEM_PROCESS_STATUS.PENDING, PROBLEM_PROCESS_STATUS.IN_PROCESS];
  const where: Prisma.FeedbackWhereInput = q.status === "all" ? {} : { status: q.status ?? { in: open } };
  if (q.q) {
    const part = { contains: q.q, mode: "insensitive" as const };
    const id = /^\d{1,9}$/.test(q.q) ? Number(q.q) : null;
    where.OR = [
      { content: part },
      { customer: { email: part } },
      { customer: { userName: part } },
      { customer: { companyName: part } },
      ...(id ? [{ id }] : []),
    ];
  }
  const db = getDb();
  const [total, rows] = await Promise.all([
    db.feedback.count({ where }),
    db.feedback.findMany({
      where,
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      skip: (q.pageNum - 1) * q.pageSize,
      take: q.pageSize,
      select: {
        ...feedbackSelect,
        customer: { select: { id: true, email: true, userName: true, companyName: true } },
      },
    }),
  ]);
  return { total, rows: rows.map((f) => ({ ...feedbackView(f), customer: f.customer })) };
}
export type OpenFeedback = Awaited<ReturnType<typeof listOpenFeedback>>["rows"][number];
