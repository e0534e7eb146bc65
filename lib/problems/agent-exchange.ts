import { ORDER_STATUS, PROBLEM_HANDLING, PROBLEM_PROCESS_STATUS } from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { ACTOR } from "@/lib/orders/lifecycle";
import type { Actor as StaffActor } from "@/lib/staff/audit";
import { assertStatus, moveOrder } from "@/lib/orders/move-order";
import type { z } from "zod";
import type { ZAgentProblemNote } from "@/lib/validation/problem";
import { auditProblem } from "./audit-problem";
import { assertProcessStatus, lockProblem } from "./lock-problem";

/**
 * The agent sent the pieces to be exchanged back to the supplier (28 → 32): they leave the warehouse's
 * counts; the replacements come in with recordArrival (32 → 4) and are inspected again. One parcel goes
 * back per order: it carries the pieces of every exchange of the order (each defect is decided on its own,
 * and they are carried out together); a reissue of the same order comes back with the replacements.
 * With `by` one audit row `problem.sendBack`; a second send-back finds the order at 32 and is refused.
 */
export async function sendBackForExchange(p: z.output<typeof ZAgentProblemNote>, by?: StaffActor) {
  return getDb().$transaction(async (tx) => {
    const { order, problem } = await lockProblem(tx, p.problemId);
    assertProcessStatus(problem, PROBLEM_PROCESS_STATUS.IN_PROCESS);
    assertStatus(order, [ORDER_STATUS.EXCHANGE_AWAITING_RETURN]);
    if (problem.handling !== PROBLEM_HANDLING.EXCHANGE || !problem.orderLineId)
      throw new AppError("PROBLEM_STATUS_CONFLICT");
    const exchanges = await tx.problem.findMany({
      where: {
        orderId: order.id,
        processStatus: PROBLEM_PROCESS_STATUS.IN_PROCESS,
        handling: PROBLEM_HANDLING.EXCHANGE,
      },
      select: { orderLineId: true, applyQuantity: true, quantity: true },
      orderBy: { id: "asc" },
    });
    let pieces = 0;
    for (const x of exchanges) {
      if (!x.orderLineId) continue;
      const q = x.applyQuantity ?? x.quantity;
      pieces += q;
      await tx.orderLine.update({
        where: { id: x.orderLineId },
        data: { arrivedQty: { decrement: q }, checkedQty: { decrement: q }, badQty: { decrement: q } },
      });
    }
    await moveOrder(tx, order, {
      to: ORDER_STATUS.EXCHANGE_AWAITING_ARRIVAL,
      actor: ACTOR.OPERATOR,
      by,
      note: p.note,
      text: { key: "timeline.sentBackForExchange", params: { pieces } },
    });
    await auditProblem(tx, by, {
      action: "problem.sendBack",
      problemId: problem.id,
      before: { orderId: order.id, orderStatus: ORDER_STATUS.EXCHANGE_AWAITING_RETURN },
      after: { orderId: order.id, orderStatus: order.order_status, pieces },
      reason: p.note,
    });
    return { problemId: problem.id, orderId: order.id, orderStatus: order.order_status };
  });
}
