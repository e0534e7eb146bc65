import { ORDER_STATUS, PROBLEM_PROCESS_STATUS, PROBLEM_TYPE } from "@/lib/codes";
import { now } from "@/lib/clock";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { createNotice, mailNotices } from "@/lib/notices/notices";
import { ACTOR } from "@/lib/orders/lifecycle";
import type { Actor as StaffActor } from "@/lib/staff/audit";
import { moveOrder } from "@/lib/orders/move-order";
import type { z } from "zod";
import type { ZAgentProblemNote, ZRejectApplication } from "@/lib/validation/problem";
import { problemLink } from "@/lib/warehouse/record-inspection";
import { AWAITING_CHOICE } from "./apply-problem";
import { isQueued } from "./handling-rules";
import { auditProblem } from "./audit-problem";
import { assertProcessStatus, lockProblem } from "./lock-problem";
import { nextAfterChoices } from "./start-handlings";
import { CLEARED_APPLICATION } from "./withdraw-application";

/** Applications the agent can still refuse: nothing has moved at the supplier yet. */
const REFUSABLE: readonly number[] = [
  ORDER_STATUS.EXCHANGE_AWAITING_RETURN,
  ORDER_STATUS.REISSUE_AWAITING_ARRIVAL,
  ORDER_STATUS.RETURN_REQUESTED,
  ORDER_STATUS.PENDING_PARTIAL_RETURN,
];

/**
 * The agent cannot carry out the seller's application (the supplier refuses an exchange, a reissue or a
 * return) and says why (→ 26). The problem waits for another choice; the seller is told. Only the handling
 * being carried out can be refused: one still waiting its turn has not reached the supplier.
 */
export async function rejectApplication(p: z.output<typeof ZRejectApplication>, by?: StaffActor) {
  const result = await getDb().$transaction(async (tx) => {
    const { order, problem } = await lockProblem(tx, p.problemId);
    assertProcessStatus(problem, PROBLEM_PROCESS_STATUS.IN_PROCESS);
    const handling = problem.handling ?? 0;
    const from = order.order_status;
    if (
      !REFUSABLE.includes(order.order_status) ||
      problem.feePaidAt ||
      isQueued(handling, order.order_status)
    )
      throw new AppError("ORDER_STATUS_CONFLICT");
    await tx.problem.update({
      where: { id: problem.id },
      data: { ...CLEARED_APPLICATION, agentReply: p.reason, updatedAt: now() },
    });
    await moveOrder(tx, order, {
      to: ORDER_STATUS.DEFECT_REJECTED,
      actor: ACTOR.OPERATOR,
      by,
      note: p.reason,
      text: { key: "timeline.applicationRejected", params: { handling } },
    });
    await auditProblem(tx, by, {
      action: "problem.reject",
      problemId: problem.id,
      before: {
        orderId: order.id,
        orderStatus: from,
        handling: problem.handling,
        applyQuantity: problem.applyQuantity,
      },
      after: { orderId: order.id, orderStatus: order.order_status, handling: null },
      reason: p.reason,
    });
    const notice = await createNotice(tx, {
      customerId: order.customer_id,
      name: "applicationRejected",
      params: { orderNo: order.order_no, handling, reason: p.reason },
      link: problemLink(problem.id),
    });
    return { problemId: problem.id, orderId: order.id, orderStatus: order.order_status, notices: [notice] };
  });
  await mailNotices(result.notices);
  return result;
}

/**
 * The agent takes back a defect it reported by mistake (the goods are fine after all): the problem is
 * cancelled (4), its pieces count as passed, and once nothing else waits the order goes on — to the first
 * of its other defects' decided handlings, or to 88.
 */
export async function withdrawDefect(p: z.output<typeof ZAgentProblemNote>, by?: StaffActor) {
  return getDb().$transaction(async (tx) => {
    const { order, problem } = await lockProblem(tx, p.problemId);
    assertProcessStatus(problem, PROBLEM_PROCESS_STATUS.PENDING);
    const from = order.order_status;
    const at = now();
    await tx.problem.update({
      where: { id: problem.id },
      data: {
        processStatus: PROBLEM_PROCESS_STATUS.CANCELLED,
        agentReply: p.note ?? null,
        handledAt: at,
        updatedAt: at,
      },
    });
    if (problem.problemType !== PROBLEM_TYPE.SHORTAGE && problem.orderLineId)
      await tx.orderLine.update({
        where: { id: problem.orderLineId },
        data: { badQty: { decrement: problem.quantity }, passedQty: { increment: problem.quantity } },
      });
    const next = AWAITING_CHOICE.includes(order.order_status) ? await nextAfterChoices(tx, order) : null;
    if (next)
      await moveOrder(tx, order, {
        to: next.to,
        actor: ACTOR.OPERATOR,
        by,
        note: p.note,
        text: { key: "timeline.defectWithdrawn" },
      });
    await auditProblem(tx, by, {
      action: "problem.withdraw",
      problemId: problem.id,
      before: { orderId: order.id, orderStatus: from, processStatus: problem.processStatus },
      after: {
        orderId: order.id,
        orderStatus: order.order_status,
        processStatus: PROBLEM_PROCESS_STATUS.CANCELLED,
      },
      reason: p.note,
    });
    return { problemId: problem.id, orderId: order.id, orderStatus: order.order_status };
  });
}
