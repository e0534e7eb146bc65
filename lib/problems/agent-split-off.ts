import { ORDER_STATUS, PROBLEM_HANDLING, PROBLEM_PROCESS_STATUS } from "@/lib/codes";
import { now } from "@/lib/clock";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { ACTOR } from "@/lib/orders/lifecycle";
import type { Actor as StaffActor } from "@/lib/staff/audit";
import { moveOrder } from "@/lib/orders/move-order";
import { splitOrder } from "@/lib/orders/split-order";
import type { z } from "zod";
import type { ZAgentProblemNote } from "@/lib/validation/problem";
import { auditProblem } from "./audit-problem";
import { assertProcessStatus, lockProblem } from "./lock-problem";
import { nextAfterChoices } from "./start-handlings";

/** Pending partial return / destruction → where the split-off pieces start. */
const CHILD_STATUS: Readonly<Record<number, number>> = {
  [ORDER_STATUS.PENDING_PARTIAL_RETURN]: ORDER_STATUS.RETURN_REQUESTED,
  [ORDER_STATUS.PENDING_PARTIAL_DESTRUCTION]: ORDER_STATUS.DESTRUCTION_REQUESTED,
};

/** The handling a pending partial return / destruction status carries out. */
const ruleAt = (status: number) =>
  status === ORDER_STATUS.PENDING_PARTIAL_RETURN
    ? PROBLEM_HANDLING.PARTIAL_RETURN
    : PROBLEM_HANDLING.PARTIAL_DESTRUCTION;

/**
 * The agent separates the defective pieces of a partial return or destruction (36 / 82): they become an
 * order of their own (60 return requested / 76 destruction requested, carrying the problem). Every defect of
 * the order decided the same way is split off in the same step, each into its own order. The good pieces go
 * on: to 24 while another defect of the order waits for the seller, else to the next decided handling
 * (START_ORDER: a partial destruction after the returns, then the round trip to the supplier), else 88.
 * With `by` one audit row `problem.splitOff` naming every split; a second split finds the order moved on.
 */
export async function splitOffProblem(p: z.output<typeof ZAgentProblemNote>, by?: StaffActor) {
  return getDb().$transaction(async (tx) => {
    const { order, problem } = await lockProblem(tx, p.problemId);
    assertProcessStatus(problem, PROBLEM_PROCESS_STATUS.IN_PROCESS);
    const from = order.order_status;
    const childStatus = CHILD_STATUS[from];
    if (childStatus === undefined || problem.handling !== ruleAt(order.order_status))
      throw new AppError("ORDER_STATUS_CONFLICT");
    // the order's lock (taken first by lockProblem, as by every writer of its problems) covers them all
    const same = await tx.problem.findMany({
      where: {
        orderId: order.id,
        processStatus: PROBLEM_PROCESS_STATUS.IN_PROCESS,
        handling: problem.handling,
      },
      select: { id: true, orderLineId: true, applyQuantity: true, quantity: true },
      orderBy: { id: "asc" },
    });
    const splits: { problemId: number; splitOrderId: number; splitOrderNo: string; pieces: number }[] = [];
    for (const x of same) {
      const pieces = x.applyQuantity ?? x.quantity;
      const line = x.orderLineId
        ? await tx.orderLine.findUnique({
            where: { id: x.orderLineId },
            select: { badQty: true, orderId: true },
          })
        : null;
      if (!line || line.orderId !== order.id || pieces > line.badQty)
        throw new AppError("PROBLEM_STATUS_CONFLICT");
      const child = await splitOrder(
        tx,
        order,
        [
          {
            lineId: x.orderLineId!,
            quantity: pieces,
            counts: { arrivedQty: pieces, checkedQty: pieces, passedQty: 0, badQty: pieces },
          },
        ],
        { status: childStatus, actor: ACTOR.OPERATOR, by },
      );
      await tx.problem.update({
        where: { id: x.id },
        data: {
          orderId: child.id,
          orderLineId: child.lineIds.get(x.orderLineId!)!,
          agentReply: p.note ?? null,
          updatedAt: now(),
        },
      });
      splits.push({ problemId: x.id, splitOrderId: child.id, splitOrderNo: child.orderNo, pieces });
    }
    const next = await nextAfterChoices(tx, order);
    await moveOrder(tx, order, {
      to: next?.to ?? ORDER_STATUS.DEFECT_PENDING,
      actor: ACTOR.OPERATOR,
      by,
      note: p.note,
      text: {
        key: "timeline.splitInto",
        params: {
          orderNo: splits.map((x) => x.splitOrderNo).join(", "),
          pieces: splits.reduce((n, x) => n + x.pieces, 0),
        },
      },
    });
    await auditProblem(tx, by, {
      action: "problem.splitOff",
      problemId: problem.id,
      before: { orderId: order.id, orderStatus: from },
      after: { orderId: order.id, orderStatus: order.order_status, splits },
      reason: p.note,
    });
    const mine = splits.find((x) => x.problemId === problem.id)!;
    return {
      problemId: problem.id,
      orderId: order.id,
      orderStatus: order.order_status,
      splitOrderId: mine.splitOrderId,
      splitOrderNo: mine.splitOrderNo,
      splits,
    };
  });
}
