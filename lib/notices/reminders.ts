import { now } from "@/lib/clock";
import { CONTAINER_STATUS, ORDER_STATUS, PROBLEM_PROCESS_STATUS } from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { containerLink } from "@/lib/shipping/container-changes";
import { problemLink } from "@/lib/warehouse/record-inspection";
import { yieldToRequests } from "@/lib/jobs/yield";
import { queueNoticeMail } from "./notice-mail";
import { createNotice, type Notice } from "./notices";

/**
 * Reminders to sellers (docs/jobs.md "Reminders"), the hourly "seller-reminders" job: what waits for the
 * seller is reminded 1, 3 and 7 days into the wait, each step once, by a message in the shop and a mail in
 * their language. Whatever the seller does ends the wait; a new wait (a refused application back to a choice)
 * has steps of its own.
 */
export const REMINDER_STEP_HOURS = [24, 72, 168] as const;
const HOUR = 3_600_000;
/** At most this many of each kind per run; the next hour's run takes the rest. */
const BATCH = 2_000;

export type Waiting = {
  kind: "problem.decision" | "problem.fee" | "bill.payment";
  entityId: number;
  customerId: number;
  since: Date;
  notice: (days: number) => Notice;
};

/** The last step due after `since` at `at` (1-based), or 0. */
export function dueStep(since: Date, at: Date): number {
  const hours = (at.getTime() - since.getTime()) / HOUR;
  return REMINDER_STEP_HOURS.filter((h) => hours >= h).length;
}

const dueBefore = (at: Date) => new Date(at.getTime() - REMINDER_STEP_HOURS[0] * HOUR);

/** Defects waiting for the seller's choice, since they last started waiting (made, or an application refused or withdrawn). */
async function problemDecisions(at: Date): Promise<Waiting[]> {
  const rows = await getDb().problem.findMany({
    where: { processStatus: PROBLEM_PROCESS_STATUS.PENDING, updatedAt: { lte: dueBefore(at) } },
    select: {
      id: true,
      customerId: true,
      updatedAt: true,
      problemType: true,
      quantity: true,
      order: { select: { orderNo: true } },
    },
    orderBy: { id: "asc" },
    take: BATCH,
  });
  return rows.map((p) => ({
    kind: "problem.decision",
    entityId: p.id,
    customerId: p.customerId,
    since: p.updatedAt,
    notice: (days) => ({
      customerId: p.customerId,
      name: "reminderProblemDecision",
      params: { orderNo: p.order.orderNo, problemType: p.problemType, quantity: p.quantity, days },
      link: problemLink(p.id),
    }),
  }));
}

/** Return and destruction fees quoted and not paid (the order waits in 64 or 80). */
async function problemFees(at: Date): Promise<Waiting[]> {
  const rows = await getDb().problem.findMany({
    where: {
      processStatus: PROBLEM_PROCESS_STATUS.IN_PROCESS,
      feePaidAt: null,
      feeQuotedAt: { lte: dueBefore(at) },
      order: {
        orderStatus: {
          in: [ORDER_STATUS.RETURN_AWAITING_PAYMENT, ORDER_STATUS.DESTRUCTION_AWAITING_PAYMENT],
        },
      },
    },
    select: {
      id: true,
      customerId: true,
      feeQuotedAt: true,
      feeYen: true,
      handling: true,
      order: { select: { orderNo: true } },
    },
    orderBy: { id: "asc" },
    take: BATCH,
  });
  return rows.map((p) => ({
    kind: "problem.fee",
    entityId: p.id,
    customerId: p.customerId,
    since: p.feeQuotedAt!,
    notice: (days) => ({
      customerId: p.customerId,
      name: "reminderProblemFee",
      params: { orderNo: p.order.orderNo, handling: p.handling ?? 0, fee: p.feeYen, days },
      link: problemLink(p.id),
    }),
  }));
}

/** Packing-list bills waiting for payment, since they were billed. */
async function unpaidBills(at: Date): Promise<Waiting[]> {
  const rows = await getDb().container.findMany({
    where: { status: CONTAINER_STATUS.AWAITING_PAYMENT, billedAt: { lte: dueBefore(at) } },
    select: { id: true, customerId: true, billedAt: true, containerNo: true, totalYen: true },
    orderBy: { id: "asc" },
    take: BATCH,
  });
  return rows.map((c) => ({
    kind: "bill.payment",
    entityId: c.id,
    customerId: c.customerId,
    since: c.billedAt!,
    notice: (days) => ({
      customerId: c.customerId,
      name: "reminderBill",
      params: { containerNo: c.containerNo, total: c.totalYen, days },
      link: containerLink(c.id),
    }),
  }));
}

/**
 * Records the steps due for one wait and, when the last of them is new, writes the notice and queues its mail
 * in the same transaction. Several steps due at once (the job was down for days) send one reminder, the latest.
 * A step recorded already — by an earlier run, a retry, or a second worker in the same second (the unique key
 * makes it wait for the first and then insert nothing) — sends nothing. Answers whether it reminded.
 */
export async function remindOnce(w: Waiting, at: Date): Promise<boolean> {
  const step = dueStep(w.since, at);
  if (!step) return false;
  return getDb().$transaction(async (tx) => {
    const steps = Array.from({ length: step }, (_, i) => i + 1);
    const inserted = await tx.$queryRaw<{ step: number }[]>`
      INSERT INTO reminder (customer_id, kind, entity_id, since, step)
      SELECT ${w.customerId}, ${w.kind}, ${w.entityId}, ${w.since}, s FROM unnest(${steps}::int[]) AS s
      ON CONFLICT (kind, entity_id, since, step) DO NOTHING RETURNING step`;
    if (!inserted.some((r) => r.step === step)) return false;
    const days = Math.floor((at.getTime() - w.since.getTime()) / (24 * HOUR));
    const notice = await createNotice(tx, w.notice(days));
    await queueNoticeMail(tx, notice);
    return true;
  });
}

/** The waits whose latest due step has not been sent. */
async function waitingForReminder(at: Date): Promise<Waiting[]> {
  const all = [...(await problemDecisions(at)), ...(await problemFees(at)), ...(await unpaidBills(at))];
  if (!all.length) return [];
  const sent = await getDb().reminder.findMany({
    where: { entityId: { in: [...new Set(all.map((w) => w.entityId))] } },
    select: { kind: true, entityId: true, since: true, step: true },
  });
  const key = (kind: string, id: number, since: Date, step: number) =>
    `${kind}|${id}|${since.getTime()}|${step}`;
  const done = new Set(sent.map((r) => key(r.kind, r.entityId, r.since, r.step)));
  return all.filter((w) => !done.has(key(w.kind, w.entityId, w.since, dueStep(w.since, at))));
}

/** The "seller-reminders" job. */
export async function sendReminders(at = now()): Promise<{ reminded: number }> {
  let reminded = 0;
  for (const w of await waitingForReminder(at)) {
    if (await remindOnce(w, at)) reminded += 1;
    await yieldToRequests();
  }
  return { reminded };
}
