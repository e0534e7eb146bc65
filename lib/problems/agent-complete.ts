import type { Prisma } from "@/generated/prisma/client";
import { ORDER_STATUS, PROBLEM_PROCESS_STATUS, TRANSACTION_TYPE } from "@/lib/codes";
import { now } from "@/lib/clock";
import { AppError } from "@/lib/errors";
import { createNotice, mailNotices } from "@/lib/notices/notices";
import { ACTOR } from "@/lib/orders/lifecycle";
import type { Actor as StaffActor } from "@/lib/staff/audit";
import { assertStatus, moveOrder } from "@/lib/orders/move-order";
import type { z } from "zod";
import type { ZDestructionDone, ZReturnDone } from "@/lib/validation/problem";
import { applyBalanceChange, walletTransaction } from "@/lib/wallet/ledger";
import { orderLink } from "@/lib/warehouse/record-arrival";
import { moneyEffect } from "./handling-rules";
import { auditProblem } from "./audit-problem";
import { claimDonePhoto } from "./done-photos";
import { assertProcessStatus, handlingContext, lockProblem } from "./lock-problem";

type Tx = Prisma.TransactionClient;

/** A returned or destroyed order is closed: its other defects no longer need a choice. */
async function closeProblems(tx: Tx, orderId: number, problemId: number, data: Prisma.ProblemUpdateInput) {
  const at = now();
  await tx.problem.update({
    where: { id: problemId },
    data: { ...data, processStatus: PROBLEM_PROCESS_STATUS.PROCESSED, handledAt: at, updatedAt: at },
  });
  await tx.problem.updateMany({
    where: { orderId, id: { not: problemId }, processStatus: PROBLEM_PROCESS_STATUS.PENDING },
    data: { processStatus: PROBLEM_PROCESS_STATUS.CANCELLED, handledAt: at, updatedAt: at },
  });
}

/**
 * The supplier took the pieces back (68 → 72): the goods money comes back to the balance (ledger type 12),
 * by default what the handling table estimated, or the amount the supplier really refunded. An optional photo
 * of the returned pieces (the desk's upload) becomes the seller's and shows in the problem's details.
 * With `by` one audit row `problem.returned`; a second submit finds the order at 72 and is refused, and the
 * refund's ledger key would hold it to one refund besides.
 */
export async function completeReturn(p: z.output<typeof ZReturnDone>, by?: StaffActor) {
  const result = await walletTransaction(async (tx) => {
    const { order, problem } = await lockProblem(tx, p.problemId);
    assertProcessStatus(problem, PROBLEM_PROCESS_STATUS.IN_PROCESS);
    assertStatus(order, [ORDER_STATUS.AWAITING_RETURN]);
    const { money } = await handlingContext(tx, problem);
    const pieces = problem.applyQuantity ?? problem.quantity;
    const estimate = moneyEffect(problem.handling ?? 0, pieces, problem.problemType, money).refundYen;
    const refundYen = Math.min(p.refundYen ?? estimate, money.orderGoodsYen, order.paid_yen);
    if (p.refundYen !== undefined && p.refundYen > refundYen)
      throw new AppError("VALIDATION", { max: refundYen }, "problems.errors.refundTooLarge");
    if (refundYen > 0)
      await applyBalanceChange(tx, {
        customerId: order.customer_id,
        type: TRANSACTION_TYPE.RETURN_REFUND,
        amountYen: refundYen,
        idempotencyKey: `return-refund:problem:${problem.id}`,
        orderId: order.id,
        remarkKey: "ledger.returnRefund",
        remarkParams: { orderNo: order.order_no, pieces },
      });
    if (p.photo) await claimDonePhoto(tx, order.customer_id, p.photo);
    await closeProblems(tx, order.id, problem.id, {
      refundYen,
      agentReply: p.note ?? null,
      doneImage: p.photo ?? null,
    });
    await moveOrder(tx, order, {
      to: ORDER_STATUS.RETURNED,
      actor: ACTOR.OPERATOR,
      by,
      note: p.note,
      text: { key: "timeline.returned", params: { pieces, refund: refundYen } },
      data: { paidYen: order.paid_yen - refundYen },
    });
    await auditProblem(tx, by, {
      action: "problem.returned",
      problemId: problem.id,
      before: {
        orderId: order.id,
        orderStatus: ORDER_STATUS.AWAITING_RETURN,
        processStatus: problem.processStatus,
        paidYen: order.paid_yen,
      },
      after: {
        orderId: order.id,
        orderStatus: order.order_status,
        processStatus: PROBLEM_PROCESS_STATUS.PROCESSED,
        refundYen,
        paidYen: order.paid_yen - refundYen,
        doneImage: p.photo ?? null,
      },
      reason: p.note,
    });
    const notice = await createNotice(tx, {
      customerId: order.customer_id,
      name: "returned",
      params: { orderNo: order.order_no, pieces, refund: refundYen },
      link: orderLink(order.id),
    });
    return {
      problemId: problem.id,
      orderId: order.id,
      orderStatus: order.order_status,
      refundYen,
      notices: [notice],
    };
  });
  await mailNotices(result.notices);
  return result;
}

/** The agent destroyed the pieces (83 → 84); with `by` one audit row `problem.destroyed`. */
export async function completeDestruction(p: z.output<typeof ZDestructionDone>, by?: StaffActor) {
  const result = await walletTransaction(async (tx) => {
    const { order, problem } = await lockProblem(tx, p.problemId);
    assertProcessStatus(problem, PROBLEM_PROCESS_STATUS.IN_PROCESS);
    assertStatus(order, [ORDER_STATUS.PENDING_DESTRUCTION]);
    const pieces = problem.applyQuantity ?? problem.quantity;
    if (p.photo) await claimDonePhoto(tx, order.customer_id, p.photo);
    await closeProblems(tx, order.id, problem.id, { agentReply: p.note ?? null, doneImage: p.photo ?? null });
    await moveOrder(tx, order, {
      to: ORDER_STATUS.DESTROYED,
      actor: ACTOR.OPERATOR,
      by,
      note: p.note,
      text: { key: "timeline.destroyed", params: { pieces } },
    });
    await auditProblem(tx, by, {
      action: "problem.destroyed",
      problemId: problem.id,
      before: {
        orderId: order.id,
        orderStatus: ORDER_STATUS.PENDING_DESTRUCTION,
        processStatus: problem.processStatus,
      },
      after: {
        orderId: order.id,
        orderStatus: order.order_status,
        processStatus: PROBLEM_PROCESS_STATUS.PROCESSED,
        pieces,
        doneImage: p.photo ?? null,
      },
      reason: p.note,
    });
    const notice = await createNotice(tx, {
      customerId: order.customer_id,
      name: "destroyed",
      params: { orderNo: order.order_no, pieces },
      link: orderLink(order.id),
    });
    return { problemId: problem.id, orderId: order.id, orderStatus: order.order_status, notices: [notice] };
  });
  await mailNotices(result.notices);
  return result;
}
