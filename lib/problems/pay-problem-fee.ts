import { ORDER_STATUS, PROBLEM_PROCESS_STATUS, TRANSACTION_TYPE } from "@/lib/codes";
import { now } from "@/lib/clock";
import { AppError } from "@/lib/errors";
import { ACTOR } from "@/lib/orders/lifecycle";
import { moveOrder } from "@/lib/orders/move-order";
import type { z } from "zod";
import type { ZProblemFeePay } from "@/lib/validation/problem";
import { applyBalanceChange, walletTransaction } from "@/lib/wallet/ledger";
import { assertProcessStatus, lockProblem } from "./lock-problem";

/** Awaiting payment of the fee → what follows once it is paid. */
const AFTER_PAYMENT: Readonly<Record<number, number>> = {
  [ORDER_STATUS.RETURN_AWAITING_PAYMENT]: ORDER_STATUS.AWAITING_RETURN,
  [ORDER_STATUS.DESTRUCTION_AWAITING_PAYMENT]: ORDER_STATUS.PENDING_DESTRUCTION,
};

/**
 * The seller pays the quoted return or destruction fee from the balance: the ledger row (type 11) and the
 * status change in one transaction. The ledger key comes from the problem, so the fee is charged once
 * however many tabs or retries send it; a balance too small changes nothing.
 */
export async function payProblemFee(customerId: number, p: z.output<typeof ZProblemFeePay>) {
  return walletTransaction(async (tx) => {
    const { order, problem } = await lockProblem(tx, p.problemId, customerId);
    const balance = async () =>
      (await tx.customer.findUniqueOrThrow({ where: { id: customerId }, select: { balanceYen: true } }))
        .balanceYen;
    if (problem.feePaidAt)
      return {
        problemId: problem.id,
        orderStatus: order.order_status,
        feeYen: problem.feeYen,
        balanceYen: await balance(),
        replayed: true,
      };
    assertProcessStatus(problem, PROBLEM_PROCESS_STATUS.IN_PROCESS);
    const next = AFTER_PAYMENT[order.order_status];
    if (next === undefined || !problem.feeQuotedAt) throw new AppError("PROBLEM_STATUS_CONFLICT");
    let balanceYen = await balance();
    if (problem.feeYen > 0)
      balanceYen = (
        await applyBalanceChange(tx, {
          customerId,
          type: TRANSACTION_TYPE.DEFECT_HANDLING_FEE,
          amountYen: -problem.feeYen,
          idempotencyKey: `fee:problem:${problem.id}`,
          orderId: order.id,
          remarkKey: "ledger.defectFee",
          remarkParams: { orderNo: order.order_no, handling: problem.handling ?? 0 },
        })
      ).balanceYen;
    await tx.problem.update({ where: { id: problem.id }, data: { feePaidAt: now(), updatedAt: now() } });
    await moveOrder(tx, order, {
      to: next,
      actor: ACTOR.CUSTOMER,
      text: { key: "timeline.feePaid", params: { fee: problem.feeYen } },
    });
    return { problemId: problem.id, orderStatus: next, feeYen: problem.feeYen, balanceYen, replayed: false };
  });
}
