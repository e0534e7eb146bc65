import type { Prisma } from "@/generated/prisma/client";
import { PROBLEM_PROCESS_STATUS } from "@/lib/codes";
import type { LockedOrder } from "@/lib/orders/move-order";
import { isQueued, ruleOf, startStatus } from "./handling-rules";
import { pendingProblemsOf } from "./lock-problem";

type Tx = Prisma.TransactionClient;

export type QueuedProblem = { id: number; handling: number; pieces: number };

/**
 * The order's decided problems that wait their turn: in process, but their handling is not the one the
 * order's status carries out (docs/warehouse.md "Several defects on one order").
 */
export async function queuedProblemsOf(tx: Tx, order: LockedOrder): Promise<QueuedProblem[]> {
  const rows = await tx.problem.findMany({
    where: { orderId: order.id, processStatus: PROBLEM_PROCESS_STATUS.IN_PROCESS },
    select: { id: true, handling: true, applyQuantity: true, quantity: true },
    orderBy: { id: "asc" },
  });
  return rows
    .filter((r) => isQueued(r.handling ?? 0, order.order_status))
    .map((r) => ({ id: r.id, handling: r.handling ?? 0, pieces: r.applyQuantity ?? r.quantity }));
}

/**
 * Where the order (locked) goes now: nowhere while one of its defects still waits for the seller's choice
 * (null: it stays in 24 / 26, or finishes the step it is in); else to the first of its decided handlings in
 * START_ORDER, or to 88 when none is left. `first` is the problem that handling starts with.
 */
export async function nextAfterChoices(
  tx: Tx,
  order: LockedOrder,
): Promise<{ to: number; first: QueuedProblem | null; queued: QueuedProblem[] } | null> {
  if (await pendingProblemsOf(tx, order.id)) return null;
  const queued = await queuedProblemsOf(tx, order);
  const to = startStatus(queued.map((q) => q.handling));
  const first = queued.find((q) => ruleOf(q.handling)?.orderStatus === to) ?? null;
  return { to, first, queued };
}
