import type { Prisma } from "@/generated/prisma/client";
import { ORDER_STATUS, PROBLEM_PROCESS_STATUS } from "@/lib/codes";
import { now } from "@/lib/clock";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { ACTOR } from "@/lib/orders/lifecycle";
import { moveOrder } from "@/lib/orders/move-order";
import type { z } from "zod";
import type { ZProblemRef } from "@/lib/validation/problem";
import { canWithdrawNow, isQueued, ruleOf } from "./handling-rules";
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
 * is paid (the handling table's `withdrawable` statuses), or it still waits its turn behind the order's other
 * defects. The problem waits for a choice again; the order goes back to 24 when this handling was the one it
 * carried out (the other decided handlings wait with it), and otherwise stays where it is.
 */
export async function withdrawApplication(customerId: number, p: z.output<typeof ZProblemRef>) {
  return getDb().$transaction(async (tx) => {
    const { order, problem } = await lockProblem(tx, p.problemId, customerId);
    assertProcessStatus(problem, PROBLEM_PROCESS_STATUS.IN_PROCESS);
    const handling = problem.handling ?? 0;
    const rule = ruleOf(handling);
    if (!rule || !canWithdrawNow(handling, order.order_status, !!problem.feePaidAt))
      throw new AppError("PROBLEM_STATUS_CONFLICT");
    await tx.problem.update({
      where: { id: problem.id },
      data: { ...CLEARED_APPLICATION, updatedAt: now() },
    });
    if (!isQueued(handling, order.order_status))
      await moveOrder(tx, order, {
        to: ORDER_STATUS.DEFECT_PENDING,
        actor: ACTOR.CUSTOMER,
        text: { key: "timeline.applicationWithdrawn", params: { handling: rule.handling } },
      });
    return { problemId: problem.id, orderId: order.id, orderStatus: order.order_status };
  });
}
