import type { Prisma } from "@/generated/prisma/client";
import { getDb, type DbTx } from "@/lib/db/client";
import { now } from "@/lib/clock";
import { LIMITS, MESSAGE_DIRECTION } from "@/lib/codes";
import { AppError } from "@/lib/errors";
import { writeAudit, type Actor } from "@/lib/staff/audit";
import type { TStaffReply } from "@/lib/validation/message";
import type { TAwaitingReplyQuery } from "@/lib/validation/staff-messages";
import { attachmentsOf } from "./attachments";
import { inThread } from "./find-thread";
import { excerpt } from "./list-threads";
import { claimStaffAttachments } from "./staff-attachments";

/**
 * Customer service answers a thread: the messages desk (POST /api/staff/messages/reply) and
 * `npm run op:reply` (docs/staff.md "Messages and feedback desk").
 */

type ServiceStaff = { id: number; staffCode: string } | null;

/**
 * The customer-service card (`service_staff`) a reply carries, which the seller's screens show:
 * - the code `op:reply --staff` names (it must exist and be active);
 * - else the replying member's own `staff_user.service_code`: its card is made on their first reply and keeps
 *   their name, so the seller sees who answered;
 * - else (an owner without a code, `cli`) the thread's contact, else the customer's assigned one.
 */
async function replyingStaff(
  tx: DbTx,
  actor: Actor,
  root: { staffId: number | null; customerServiceId: string | null },
  staffCode: string | undefined,
): Promise<ServiceStaff> {
  const select = { id: true, staffCode: true } as const;
  if (staffCode) {
    const card = await tx.serviceStaff.findFirst({ where: { staffCode, active: true }, select });
    if (!card) throw new AppError("NOT_FOUND");
    return card;
  }
  const member =
    actor.staffId === null
      ? null
      : await tx.staffUser.findUnique({
          where: { id: actor.staffId },
          select: { name: true, serviceCode: true },
        });
  if (member?.serviceCode)
    return tx.serviceStaff.upsert({
      where: { staffCode: member.serviceCode },
      create: { staffCode: member.serviceCode, name: member.name },
      update: { name: member.name, active: true },
      select,
    });
  if (root.staffId !== null) return tx.serviceStaff.findUnique({ where: { id: root.staffId }, select });
  if (!root.customerServiceId) return null;
  return tx.serviceStaff.findFirst({ where: { staffCode: root.customerServiceId, active: true }, select });
}

const sameUrls = (a: readonly { url: string }[], b: readonly { url: string }[]) =>
  a.length === b.length && a.every((x, i) => x.url === b[i].url);

/**
 * Answers a thread (any message id of it). The answer is unread for the customer; the customer's messages in
 * the thread count as read by staff. Attachments are files staff uploaded (claimStaffAttachments), given to
 * the thread's seller. One audit row "message.reply" on the thread. A second identical answer (a double click:
 * the thread's newest message is already this text with these files) changes nothing and answers the first
 * one with `replayed: true`; the thread's first message is locked so two clicks cannot both write.
 * `staffCode` is `op:reply --staff`; the desk never sends one (the member's own code is used).
 */
export async function replyAsStaff(actor: Actor, input: TStaffReply & { staffCode?: string }) {
  const { threadId, content } = input;
  return getDb().$transaction(async (tx) => {
    const hit = await tx.message.findUnique({
      where: { id: threadId },
      select: { id: true, threadId: true },
    });
    if (!hit) throw new AppError("NOT_FOUND");
    const rootId = hit.threadId ?? hit.id;
    await tx.$queryRaw`SELECT id FROM message WHERE id = ${rootId} FOR UPDATE`;
    const root = await tx.message.findUnique({
      where: { id: rootId },
      select: {
        id: true,
        customerId: true,
        staffId: true,
        title: true,
        customer: { select: { email: true, customerServiceId: true } },
      },
    });
    if (!root) throw new AppError("NOT_FOUND");
    const answer = (id: number, staffCode: string | null, replayed: boolean) => ({
      id,
      threadId: root.id,
      title: root.title,
      customerId: root.customerId,
      customerEmail: root.customer.email,
      staffCode,
      replayed,
    });

    const last = await tx.message.findFirst({
      where: inThread(root.id),
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: {
        id: true,
        direction: true,
        content: true,
        attachments: true,
        textKey: true,
        staff: { select: { staffCode: true } },
      },
    });
    const asked = [...new Set(input.attachments.map((a) => a.url))].map((url) => ({ url }));
    if (
      last &&
      last.direction === MESSAGE_DIRECTION.FROM_STAFF &&
      last.textKey === null &&
      last.content === content &&
      sameUrls(attachmentsOf(last.attachments), asked)
    )
      return answer(last.id, last.staff?.staffCode ?? null, true);

    const staff = await replyingStaff(
      tx,
      actor,
      { staffId: root.staffId, customerServiceId: root.customer.customerServiceId },
      input.staffCode,
    );
    const attachments = await claimStaffAttachments(tx, root.customerId, input.attachments);
    const message = await tx.message.create({
      data: {
        customerId: root.customerId,
        threadId: root.id,
        direction: MESSAGE_DIRECTION.FROM_STAFF,
        staffId: staff?.id ?? null,
        content,
        attachments,
        createdAt: now(),
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
    await writeAudit(tx, actor, {
      action: "message.reply",
      entityType: "message",
      entityId: root.id,
      after: {
        messageId: message.id,
        serviceCode: staff?.staffCode ?? null,
        content,
        attachments: attachments.map((a) => a.url),
      },
    });
    return answer(message.id, staff?.staffCode ?? null, false);
  });
}

/** The 24-hour promise of a thread waiting since `waitingSince` (SPEC §9, LIMITS.serviceReplyHours). */
export function replyPromise(waitingSince: Date, at: Date = now()) {
  const deadline = new Date(waitingSince.getTime() + LIMITS.serviceReplyHours * 3600_000);
  return {
    waitingSince,
    deadline,
    /** negative once the promise has passed */
    minutesLeft: Math.floor((deadline.getTime() - at.getTime()) / 60_000),
    overdue: deadline.getTime() <= at.getTime(),
  };
}

/**
 * The threads whose newest message is the customer's: what customer service still has to answer, the longest
 * wait first, paged. A thread waits since the customer's first message after the last answer
 * (`message.awaiting_reply_since` on its first message, kept by a trigger and read through a partial index:
 * migration 20261126002100, the dashboard counts the same); the promise (SPEC §9, LIMITS.serviceReplyHours)
 * runs from there. `q` finds the customer (email, name, company) or the title; `overdue` keeps the threads
 * past the promise.
 */
export async function listAwaitingReply(q: TAwaitingReplyQuery) {
  const at = now();
  const since: Prisma.DateTimeNullableFilter = { not: null };
  if (q.overdue) since.lte = new Date(at.getTime() - LIMITS.serviceReplyHours * 3600_000);
  const where: Prisma.MessageWhereInput = { threadId: null, awaitingReplySince: since };
  if (q.q) {
    const part = { contains: q.q, mode: "insensitive" as const };
    where.OR = [
      { title: part },
      { customer: { email: part } },
      { customer: { userName: part } },
      { customer: { realName: part } },
      { customer: { companyName: part } },
    ];
  }
  const db = getDb();
  const [total, roots] = await Promise.all([
    db.message.count({ where }),
    db.message.findMany({
      where,
      orderBy: [{ awaitingReplySince: "asc" }, { id: "asc" }],
      skip: (q.pageNum - 1) * q.pageSize,
      take: q.pageSize,
      select: {
        id: true,
        title: true,
        content: true,
        awaitingReplySince: true,
        customer: {
          select: { id: true, email: true, userName: true, companyName: true, customerServiceId: true },
        },
      },
    }),
  ]);
  if (!roots.length) return { total, rows: [] };
  const ids = roots.map((r) => r.id);
  // The page's threads only: their newest message and their length (message_thread_id_created_at_idx).
  const lasts = await db.$queryRaw<
    { root_id: number; content: string; attachments: unknown; count: number }[]
  >`
    SELECT DISTINCT ON (COALESCE(thread_id, id)) COALESCE(thread_id, id) AS root_id, content, attachments,
           (COUNT(*) OVER (PARTITION BY COALESCE(thread_id, id)))::int AS count
      FROM message
     WHERE id = ANY(${ids}::int[]) OR thread_id = ANY(${ids}::int[])
     ORDER BY COALESCE(thread_id, id), created_at DESC, id DESC`;
  const lastOf = new Map(lasts.map((l) => [Number(l.root_id), l]));
  const rows = roots.map((root) => {
    const last = lastOf.get(root.id);
    return {
      threadId: root.id,
      title: root.title ?? excerpt(root.content, 30),
      customer: root.customer,
      lastMessage: excerpt(last?.content ?? root.content, 80),
      lastHasAttachments: attachmentsOf(last?.attachments).length > 0,
      messageCount: Number(last?.count ?? 1),
      ...replyPromise(root.awaitingReplySince!, at),
    };
  });
  return { total, rows };
}
export type AwaitingThread = Awaited<ReturnType<typeof listAwaitingReply>>["rows"][number];
