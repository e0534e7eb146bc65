import type { Prisma } from "@/generated/prisma/client";
import { ORDER_STATUS, PROBLEM_PROCESS_STATUS } from "@/lib/codes";
import { now } from "@/lib/clock";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { ACTOR } from "@/lib/orders/lifecycle";
import { moveOrder } from "@/lib/orders/move-order";
import { parseInput } from "@/lib/validation/parse";
import { ZProblemRef } from "@/lib/validation/problem";
import { ruleOf } from "./handling-rules";
import { assertProcessStatus, lockProblem } from "./lock-problem";

/** The application's fields cleared: the problem waits for a choice again. */
export const CLEARED_APPLICATION = Object.freeze({
  processStatus: PROBLEM_PROCESS_STATUS.PENDING,
  handling: null,
  applyQuantity: null,
  applyNote: null,
  applyFiles: { set: [] as string[] },
  appliedAt: null,
  feeYen: 0,
  feeQuotedAt: null,
}) satisfies Prisma.ProblemUpdateInput;

/**
 * The seller withdraws an application while the agent has not started on it: no pieces have moved and no fee
 * is paid (the handling table's `withdrawable` statuses). The problem waits for a choice again (24).
 */
export async function withdrawApplication(customerId: number, input: { problemId: number }) {
  const p = parseInput(ZProblemRef, input);
  return getDb().$transaction(async (tx) => {
    const { order, problem } = await lockProblem(tx, p.problemId, customerId);
    assertProcessStatus(problem, PROBLEM_PROCESS_STATUS.IN_PROCESS);
    const rule = ruleOf(problem.handling ?? 0);
    if (!rule?.withdrawable.includes(order.order_status) || problem.feePaidAt)
      throw new AppError("PROBLEM_STATUS_CONFLICT");
    await tx.problem.update({
      where: { id: problem.id },
      data: { ...CLEARED_APPLICATION, updatedAt: now() },
    });
    await moveOrder(tx, order, {
      to: ORDER_STATUS.DEFECT_PENDING,
      actor: ACTOR.CUSTOMER,
      text: { key: "timeline.applicationWithdrawn", params: { handling: rule.handling } },
    });
    return { problemId: problem.id, orderId: order.id, orderStatus: order.order_status };
  });
}
