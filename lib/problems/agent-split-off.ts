import { ORDER_STATUS, PROBLEM_PROCESS_STATUS } from "@/lib/codes";
import { now } from "@/lib/clock";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { ACTOR } from "@/lib/orders/lifecycle";
import { moveOrder } from "@/lib/orders/move-order";
import { splitOrder } from "@/lib/orders/split-order";
import { parseInput } from "@/lib/validation/parse";
import { ZAgentProblemNote } from "@/lib/validation/problem";
import { assertProcessStatus, lockProblem, pendingProblemsOf } from "./lock-problem";

/** Pending partial return / destruction → where the split-off pieces start. */
const CHILD_STATUS: Readonly<Record<number, number>> = {
  [ORDER_STATUS.PENDING_PARTIAL_RETURN]: ORDER_STATUS.RETURN_REQUESTED,
  [ORDER_STATUS.PENDING_PARTIAL_DESTRUCTION]: ORDER_STATUS.DESTRUCTION_REQUESTED,
};

/**
 * The agent separates the defective pieces of a partial return or destruction (36 / 82): they become an
 * order of their own (60 return requested / 76 destruction requested, carrying the problem), and the good
 * pieces go on (88, or 24 while another defect of the order waits for the seller).
 */
export async function splitOffProblem(input: { problemId: number; note?: string }) {
  const p = parseInput(ZAgentProblemNote, input);
  return getDb().$transaction(async (tx) => {
    const { order, problem } = await lockProblem(tx, p.problemId);
    assertProcessStatus(problem, PROBLEM_PROCESS_STATUS.IN_PROCESS);
    const childStatus = CHILD_STATUS[order.order_status];
    if (childStatus === undefined) throw new AppError("ORDER_STATUS_CONFLICT");
    const pieces = problem.applyQuantity ?? problem.quantity;
    const line = problem.orderLineId
      ? await tx.orderLine.findUnique({ where: { id: problem.orderLineId }, select: { badQty: true } })
      : null;
    if (!line || pieces > line.badQty) throw new AppError("PROBLEM_STATUS_CONFLICT");
    const child = await splitOrder(
      tx,
      order,
      [
        {
          lineId: problem.orderLineId!,
          quantity: pieces,
          counts: { arrivedQty: pieces, checkedQty: pieces, passedQty: 0, badQty: pieces },
        },
      ],
      { status: childStatus, actor: ACTOR.OPERATOR },
    );
    await tx.problem.update({
      where: { id: problem.id },
      data: {
        orderId: child.id,
        orderLineId: child.lineIds.get(problem.orderLineId!)!,
        agentReply: p.note ?? null,
        updatedAt: now(),
      },
    });
    const waiting = await pendingProblemsOf(tx, order.id);
    await moveOrder(tx, order, {
      to: waiting ? ORDER_STATUS.DEFECT_PENDING : ORDER_STATUS.INSPECTION_FINISHED,
      actor: ACTOR.OPERATOR,
      note: p.note,
      text: { key: "timeline.splitInto", params: { orderNo: child.orderNo, pieces } },
    });
    return {
      problemId: problem.id,
      orderId: order.id,
      orderStatus: order.order_status,
      splitOrderId: child.id,
      splitOrderNo: child.orderNo,
    };
  });
}
