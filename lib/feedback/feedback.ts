import type { Prisma } from "@/generated/prisma/client";
import { PROBLEM_PROCESS_STATUS } from "@/lib/codes";
import { now } from "@/lib/clock";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { createNotice, mailNotices } from "@/lib/notices/notices";
import { assertOwnEvidence } from "@/lib/problems/apply-problem";
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

/** Operator: the agent takes the feedback up (1 → 2). */
export async function startFeedback({ id }: z.output<typeof ZFeedbackRef>) {
  const { count } = await getDb().feedback.updateMany({
    where: { id, status: PROBLEM_PROCESS_STATUS.PENDING },
    data: { status: PROBLEM_PROCESS_STATUS.IN_PROCESS, updatedAt: now() },
  });
  if (!count) throw new AppError("PROBLEM_STATUS_CONFLICT");
  return { id, status: PROBLEM_PROCESS_STATUS.IN_PROCESS };
}

/** Operator: the agent answers (→ 3); the answer is unread for the seller, who also gets a notice. */
export async function replyToFeedback(p: z.output<typeof ZFeedbackReply>) {
  const result = await getDb().$transaction(async (tx) => {
    const row = await tx.feedback.findUnique({
      where: { id: p.id },
      select: { customerId: true, status: true },
    });
    if (!row) throw new AppError("NOT_FOUND");
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
      customerId: row.customerId,
      name: "feedbackReplied",
      params: { id: p.id },
      link: "/feedback/feedbackList",
    });
    return { id: p.id, customerId: row.customerId, notices: [notice] };
  });
  await mailNotices(result.notices);
  return result;
}

/** Operator: feedback waiting for the agent (sent or taken up, not answered), oldest first. */
export async function listOpenFeedback(limit = 50) {
  return getDb().feedback.findMany({
    where: { status: { in: [PROBLEM_PROCESS_STATUS.PENDING, PROBLEM_PROCESS_STATUS.IN_PROCESS] } },
    orderBy: { createdAt: "asc" },
    take: limit,
    select: {
      id: true,
      status: true,
      content: true,
      createdAt: true,
      orderId: true,
      problemId: true,
      customer: { select: { email: true } },
    },
  });
}
