import { ORDER_STATUS, PROBLEM_HANDLING, PROBLEM_PROCESS_STATUS } from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { ACTOR } from "@/lib/orders/lifecycle";
import { assertStatus, moveOrder } from "@/lib/orders/move-order";
import { parseInput } from "@/lib/validation/parse";
import { ZAgentProblemNote } from "@/lib/validation/problem";
import { assertProcessStatus, lockProblem } from "./lock-problem";

/**
 * The agent sent the pieces to be exchanged back to the supplier (28 → 32): they leave the warehouse's
 * counts; the replacements come in with recordArrival (32 → 4) and are inspected again.
 */
export async function sendBackForExchange(input: { problemId: number; note?: string }) {
  const p = parseInput(ZAgentProblemNote, input);
  return getDb().$transaction(async (tx) => {
    const { order, problem } = await lockProblem(tx, p.problemId);
    assertProcessStatus(problem, PROBLEM_PROCESS_STATUS.IN_PROCESS);
    assertStatus(order, [ORDER_STATUS.EXCHANGE_AWAITING_RETURN]);
    if (problem.handling !== PROBLEM_HANDLING.EXCHANGE || !problem.orderLineId)
      throw new AppError("PROBLEM_STATUS_CONFLICT");
    const pieces = problem.applyQuantity ?? problem.quantity;
    await tx.orderLine.update({
      where: { id: problem.orderLineId },
      data: {
        arrivedQty: { decrement: pieces },
        checkedQty: { decrement: pieces },
        badQty: { decrement: pieces },
      },
    });
    await moveOrder(tx, order, {
      to: ORDER_STATUS.EXCHANGE_AWAITING_ARRIVAL,
      actor: ACTOR.OPERATOR,
      note: p.note,
      text: { key: "timeline.sentBackForExchange", params: { pieces } },
    });
    return { problemId: problem.id, orderId: order.id, orderStatus: order.order_status };
  });
}
