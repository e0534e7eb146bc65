import type { Prisma } from "@/generated/prisma/client";
import {
  ORDER_STATUS,
  PROBLEM_HANDLING,
  PROBLEM_PROCESS_STATUS,
  PROBLEM_TYPE,
  TRANSACTION_TYPE,
} from "@/lib/codes";
import { now } from "@/lib/clock";
import { AppError } from "@/lib/errors";
import type { SystemText } from "@/lib/i18n/system-text";
import { ACTOR } from "@/lib/orders/lifecycle";
import { moveOrder, type LockedOrder } from "@/lib/orders/move-order";
import type { z } from "zod";
import type { ZProblemApply } from "@/lib/validation/problem";
import { applyBalanceChange, walletTransaction } from "@/lib/wallet/ledger";
import { coveredQuantity, handlingIssue, moneyEffect, quantityIssue, ruleOf } from "./handling-rules";
import { handlingContext, lockProblem, type LockedProblem } from "./lock-problem";
import { nextAfterChoices } from "./start-handlings";
import { CLEARED_APPLICATION } from "./withdraw-application";

type Tx = Prisma.TransactionClient;

/** An order waits for the seller's choice in 24, or in 26 after the agent refused an application. */
export const AWAITING_CHOICE: readonly number[] = [ORDER_STATUS.DEFECT_PENDING, ORDER_STATUS.DEFECT_REJECTED];

export const EVIDENCE_MODULAR = "evidence";

/** Evidence must be the seller's own uploads of the evidence kind (checked by extension and content). */
export async function assertOwnEvidence(tx: Tx, customerId: number, urls: string[]): Promise<void> {
  const distinct = [...new Set(urls)];
  if (!distinct.length) return;
  const own = await tx.uploadedFile.count({
    where: { customerId, url: { in: distinct }, modular: EVIDENCE_MODULAR },
  });
  if (own !== distinct.length) throw new AppError("EVIDENCE_INVALID");
}

/**
 * Accepting defective pieces as they are (choice 7): they count as passed; an accepted shortage gets the
 * missing pieces' goods money back at once. The order moves on with the others (applyProblem).
 */
async function acceptAsIs(
  tx: Tx,
  order: LockedOrder,
  problem: LockedProblem,
  pieces: number,
  refundYen: number,
) {
  if (problem.problemType !== PROBLEM_TYPE.SHORTAGE && problem.orderLineId)
    await tx.orderLine.update({
      where: { id: problem.orderLineId },
      data: { badQty: { decrement: pieces }, passedQty: { increment: pieces } },
    });
  if (refundYen > 0) {
    await applyBalanceChange(tx, {
      customerId: order.customer_id,
      type: TRANSACTION_TYPE.REFUND,
      amountYen: refundYen,
      idempotencyKey: `shortage-refund:problem:${problem.id}`,
      orderId: order.id,
      remarkKey: "ledger.shortageRefund",
      remarkParams: { orderNo: order.order_no, pieces },
    });
    await tx.order.update({
      where: { id: order.id },
      data: { paidYen: Math.max(0, order.paid_yen - refundYen) },
    });
  }
}

/**
 * The timeline entry of the move that starts the decided handlings: the seller's own choice when it is the
 * only one (as with a single defect), else which of them comes first.
 */
function startText(
  next: NonNullable<Awaited<ReturnType<typeof nextAfterChoices>>>,
  chosen: { problemId: number; handling: number; pieces: number },
): SystemText {
  const { handling, pieces } = chosen;
  if (!next.first) return { key: "timeline.acceptedAsIs", params: { pieces } };
  if (next.queued.length === 1 && next.first.id === chosen.problemId)
    return { key: "timeline.applied", params: { handling, pieces } };
  return {
    key: "timeline.defectsDecided",
    params: { handling: next.first.handling, pieces: next.first.pieces },
  };
}

/**
 * The seller's choice for a defect (/account/badApply): handling 1–7 with the quantity it covers under the
 * SPEC §5 rules, a note and evidence files. The problem goes "in process" (normal send: processed at once).
 * Each defect is decided on its own: the order waits in 24 / 26 while another of its defects waits for a
 * choice, and once none waits it starts the decided handlings in the table's order (START_ORDER). A return
 * or destruction of the whole order answers for every piece at once: it starts now, and the other defects'
 * decided handlings are set aside (they wait for a choice again if it is withdrawn or refused). Sending the
 * same application again answers the first one.
 */
export async function applyProblem(customerId: number, p: z.output<typeof ZProblemApply>) {
  return walletTransaction(async (tx) => {
    const { order, problem } = await lockProblem(tx, p.problemId, customerId);
    if (problem.processStatus !== PROBLEM_PROCESS_STATUS.PENDING) {
      const same =
        problem.handling === p.handling && (p.quantity === undefined || p.quantity === problem.applyQuantity);
      if (same)
        return { problemId: problem.id, orderId: order.id, orderStatus: order.order_status, replayed: true };
      throw new AppError("PROBLEM_STATUS_CONFLICT");
    }
    if (!AWAITING_CHOICE.includes(order.order_status)) throw new AppError("PROBLEM_STATUS_CONFLICT");
    const { ctx, money } = await handlingContext(tx, problem);
    const issue = handlingIssue(p.handling, ctx);
    if (issue) throw new AppError("VALIDATION", issue.values, issue.key);
    const pieces = coveredQuantity(p.handling, p.quantity, ctx);
    const qIssue = quantityIssue(p.handling, pieces, ctx);
    if (qIssue) throw new AppError("VALIDATION", qIssue.values, qIssue.key);
    await assertOwnEvidence(tx, customerId, p.files);
    const rule = ruleOf(p.handling)!;
    // Defective pieces the application leaves out are accepted as they are.
    const rest = rule.whole ? 0 : Math.max(0, Math.min(problem.quantity, ctx.lineBadQty) - pieces);
    if (rest > 0 && problem.problemType !== PROBLEM_TYPE.SHORTAGE && problem.orderLineId)
      await tx.orderLine.update({
        where: { id: problem.orderLineId },
        data: { badQty: { decrement: rest }, passedQty: { increment: rest } },
      });

    const at = now();
    const accepted = p.handling === PROBLEM_HANDLING.NORMAL_SEND;
    const refundYen = accepted ? moneyEffect(p.handling, pieces, problem.problemType, money).refundYen : 0;
    await tx.problem.update({
      where: { id: problem.id },
      data: {
        handling: p.handling,
        applyQuantity: pieces,
        applyNote: p.note ?? null,
        applyFiles: p.files,
        appliedAt: at,
        agentReply: null,
        feeYen: 0,
        feeQuotedAt: null,
        processStatus: accepted ? PROBLEM_PROCESS_STATUS.PROCESSED : PROBLEM_PROCESS_STATUS.IN_PROCESS,
        handledAt: accepted ? at : null,
        refundYen,
        updatedAt: at,
      },
    });
    if (accepted) await acceptAsIs(tx, order, problem, pieces, refundYen);
    if (rule.whole) {
      await tx.problem.updateMany({
        where: {
          orderId: order.id,
          id: { not: problem.id },
          processStatus: PROBLEM_PROCESS_STATUS.IN_PROCESS,
        },
        data: { ...CLEARED_APPLICATION, updatedAt: at },
      });
      await moveOrder(tx, order, {
        to: rule.orderStatus,
        actor: ACTOR.CUSTOMER,
        note: p.note,
        text: { key: "timeline.applied", params: { handling: p.handling, pieces } },
      });
    } else {
      const next = await nextAfterChoices(tx, order);
      if (next)
        await moveOrder(tx, order, {
          to: next.to,
          actor: ACTOR.CUSTOMER,
          note: p.note,
          text: startText(next, { problemId: problem.id, handling: p.handling, pieces }),
        });
    }
    return { problemId: problem.id, orderId: order.id, orderStatus: order.order_status, replayed: false };
  });
}
