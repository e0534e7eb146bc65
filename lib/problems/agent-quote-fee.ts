import { ORDER_STATUS, PROBLEM_PROCESS_STATUS } from "@/lib/codes";
import { now } from "@/lib/clock";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { createNotice, mailNotices } from "@/lib/notices/notices";
import { ACTOR } from "@/lib/orders/lifecycle";
import type { Actor as StaffActor } from "@/lib/staff/audit";
import { moveOrder } from "@/lib/orders/move-order";
import type { z } from "zod";
import type { ZFeeQuote } from "@/lib/validation/problem";
import { problemLink } from "@/lib/warehouse/record-inspection";
import { feeEstimateYen } from "./handling-rules";
import { auditProblem } from "./audit-problem";
import { assertProcessStatus, lockProblem } from "./lock-problem";

/** Requested → awaiting payment of the fee. */
const QUOTABLE: Readonly<Record<number, number>> = {
  [ORDER_STATUS.RETURN_REQUESTED]: ORDER_STATUS.RETURN_AWAITING_PAYMENT,
  [ORDER_STATUS.DESTRUCTION_REQUESTED]: ORDER_STATUS.DESTRUCTION_AWAITING_PAYMENT,
};

/**
 * The agent quotes the return or destruction fee (60 → 64, 76 → 80): the fee table's estimate unless the
 * agent gives another amount (with a note saying why). The seller is told and pays it from the balance.
 * With `by` one audit row `problem.quoteFee`; quoting again finds the order awaiting payment and is refused.
 */
export async function quoteProblemFee(p: z.output<typeof ZFeeQuote>, by?: StaffActor) {
  const result = await getDb().$transaction(async (tx) => {
    const { order, problem } = await lockProblem(tx, p.problemId);
    assertProcessStatus(problem, PROBLEM_PROCESS_STATUS.IN_PROCESS);
    const from = order.order_status;
    const next = QUOTABLE[from];
    if (next === undefined) throw new AppError("ORDER_STATUS_CONFLICT");
    const feeYen =
      p.feeYen ?? feeEstimateYen(problem.handling ?? 0, problem.applyQuantity ?? problem.quantity);
    await tx.problem.update({
      where: { id: problem.id },
      data: { feeYen, feeQuotedAt: now(), agentReply: p.note ?? null, updatedAt: now() },
    });
    await moveOrder(tx, order, {
      to: next,
      actor: ACTOR.OPERATOR,
      by,
      note: p.note,
      text: { key: "timeline.feeQuoted", params: { fee: feeYen } },
    });
    await auditProblem(tx, by, {
      action: "problem.quoteFee",
      problemId: problem.id,
      before: { orderId: order.id, orderStatus: from, feeYen: problem.feeYen },
      after: { orderId: order.id, orderStatus: next, feeYen },
      reason: p.note,
    });
    const notice = await createNotice(tx, {
      customerId: order.customer_id,
      name: "feeQuoted",
      params: { orderNo: order.order_no, fee: feeYen, handling: problem.handling ?? 0 },
      link: problemLink(problem.id),
    });
    return { problemId: problem.id, orderId: order.id, orderStatus: next, feeYen, notices: [notice] };
  });
  await mailNotices(result.notices);
  return result;
}
