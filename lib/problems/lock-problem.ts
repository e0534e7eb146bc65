import type { Prisma } from "@/generated/prisma/client";
import { PROBLEM_HANDLING, PROBLEM_PROCESS_STATUS } from "@/lib/codes";
import type { DbTx } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { lockOrder, type LockedOrder } from "@/lib/orders/move-order";
import type { ApplyContext, Refundable } from "./handling-rules";

type Tx = Prisma.TransactionClient;

const problemSelect = {
  id: true,
  customerId: true,
  orderId: true,
  orderLineId: true,
  problemType: true,
  processStatus: true,
  handling: true,
  quantity: true,
  applyQuantity: true,
  applyNote: true,
  applyFiles: true,
  feeYen: true,
  feeQuotedAt: true,
  feePaidAt: true,
  refundYen: true,
} satisfies Prisma.ProblemSelect;
export type LockedProblem = Prisma.ProblemGetPayload<{ select: typeof problemSelect }>;

/**
 * Locks a problem and its order, order first (lib/orders/move-order.ts lock order). A split can move the
 * problem to a new order between reading its order id and locking: then the lock is taken again.
 */
export async function lockProblem(
  tx: Tx,
  problemId: number,
  customerId?: number,
): Promise<{ order: LockedOrder; problem: LockedProblem }> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const seen = await tx.problem.findUnique({
      where: { id: problemId },
      select: { orderId: true, customerId: true },
    });
    if (!seen || (customerId !== undefined && seen.customerId !== customerId))
      throw new AppError("NOT_FOUND");
    const order = await lockOrder(tx, seen.orderId);
    await tx.$queryRaw`SELECT id FROM problem WHERE id = ${problemId} FOR UPDATE`;
    const problem = await tx.problem.findUniqueOrThrow({ where: { id: problemId }, select: problemSelect });
    if (problem.orderId === order.id) return { order, problem };
  }
  throw new AppError("PROBLEM_STATUS_CONFLICT");
}

/** Refuses unless the problem is in this processing status. */
export function assertProcessStatus(problem: LockedProblem, status: number): void {
  if (problem.processStatus !== status) throw new AppError("PROBLEM_STATUS_CONFLICT");
}

/** The counts a handling is judged against, and the goods money refunds are paid from. */
export async function handlingContext(
  tx: Pick<DbTx, "order" | "orderLine" | "problem">,
  problem: Pick<LockedProblem, "id" | "orderId" | "orderLineId" | "problemType" | "quantity">,
): Promise<{ ctx: ApplyContext; money: Refundable }> {
  const [order, lines, refunded, splitting] = await Promise.all([
    tx.order.findUniqueOrThrow({
      where: { id: problem.orderId },
      select: { goodsAmountYen: true, purchaseRefundYen: true, rateUsed: true },
    }),
    tx.orderLine.findMany({
      where: { orderId: problem.orderId },
      select: {
        id: true,
        quantity: true,
        arrivedQty: true,
        badQty: true,
        unitPriceFen: true,
        purchaseUnitFen: true,
      },
    }),
    tx.problem.aggregate({ where: { orderId: problem.orderId }, _sum: { refundYen: true } }),
    // pieces the order's other defects are already decided to split off: a split must leave some behind
    tx.problem.aggregate({
      where: {
        orderId: problem.orderId,
        id: { not: problem.id },
        processStatus: PROBLEM_PROCESS_STATUS.IN_PROCESS,
        handling: { in: [PROBLEM_HANDLING.PARTIAL_RETURN, PROBLEM_HANDLING.PARTIAL_DESTRUCTION] },
      },
      _sum: { applyQuantity: true },
    }),
  ]);
  const line = lines.find((l) => l.id === problem.orderLineId);
  return {
    ctx: {
      problemType: problem.problemType,
      problemQuantity: problem.quantity,
      lineBadQty: line?.badQty ?? 0,
      orderQuantity: lines.reduce((n, l) => n + l.quantity, 0) - (splitting._sum.applyQuantity ?? 0),
      orderArrivedQty: lines.reduce((n, l) => n + l.arrivedQty, 0),
    },
    money: {
      unitFen: line ? (line.purchaseUnitFen ?? line.unitPriceFen) : 0,
      rate: Number(order.rateUsed),
      orderGoodsYen: Math.max(
        0,
        order.goodsAmountYen - order.purchaseRefundYen - (refunded._sum.refundYen ?? 0),
      ),
    },
  };
}

/** Problems of the order still waiting for the seller's choice (other than `exceptId`). */
export function pendingProblemsOf(tx: Tx, orderId: number, exceptId?: number): Promise<number> {
  return tx.problem.count({
    where: {
      orderId,
      processStatus: PROBLEM_PROCESS_STATUS.PENDING,
      ...(exceptId ? { id: { not: exceptId } } : {}),
    },
  });
}
