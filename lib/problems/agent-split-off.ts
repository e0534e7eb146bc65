import type { Prisma } from "@/generated/prisma/client";
import { ORDER_STATUS, PROBLEM_PROCESS_STATUS } from "@/lib/codes";
import { now } from "@/lib/clock";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { fenToYen } from "@/lib/pricing/convert";
import { ACTOR } from "@/lib/orders/lifecycle";
import { moveOrder, type LockedOrder } from "@/lib/orders/move-order";
import { parseInput } from "@/lib/validation/parse";
import { ZAgentProblemNote } from "@/lib/validation/problem";
import { assertProcessStatus, lockProblem, pendingProblemsOf, type LockedProblem } from "./lock-problem";

type Tx = Prisma.TransactionClient;

/** Pending partial return / destruction → where the split-off pieces start. */
const CHILD_STATUS: Readonly<Record<number, number>> = {
  [ORDER_STATUS.PENDING_PARTIAL_RETURN]: ORDER_STATUS.RETURN_REQUESTED,
  [ORDER_STATUS.PENDING_PARTIAL_DESTRUCTION]: ORDER_STATUS.DESTRUCTION_REQUESTED,
};

/** The split-off order: the defective pieces with their share of the goods money, same rate and supplier. */
async function createSplitOrder(
  tx: Tx,
  parent: LockedOrder,
  problem: LockedProblem,
  pieces: number,
  status: number,
) {
  const row = await tx.order.findUniqueOrThrow({
    where: { id: parent.id },
    include: {
      lines: { where: { id: problem.orderLineId ?? -1 } },
      _count: { select: { splitOrders: true } },
    },
  });
  const line = row.lines[0];
  if (!line || pieces > line.badQty) throw new AppError("PROBLEM_STATUS_CONFLICT");
  // A whole line of defective pieces moves to the new order as it is; otherwise the pieces get a line there.
  const wholeLine = pieces === line.quantity;
  const goodsFen = line.unitPriceFen * pieces;
  const goodsYen = Math.min(fenToYen(goodsFen, Number(row.rateUsed)), row.goodsAmountYen);
  const paidYen = Math.min(goodsYen, parent.paid_yen);
  const at = now();
  const child = await tx.order.create({
    data: {
      customerId: row.customerId,
      orderNo: `${row.orderNo}-S${row._count.splitOrders + 1}`,
      orderStatus: status,
      agentFlag: row.agentFlag,
      platform: row.platform,
      shopName: row.shopName,
      paymentMethod: row.paymentMethod,
      goodsAmountFen: goodsFen,
      goodsAmountYen: goodsYen,
      totalYen: goodsYen,
      paidYen,
      rateUsed: row.rateUsed,
      addressId: row.addressId,
      paidAt: row.paidAt,
      supplierOrderNo: row.supplierOrderNo,
      purchaseAmountFen: line.purchaseUnitFen === null ? null : line.purchaseUnitFen * pieces,
      purchasedAt: row.purchasedAt,
      domesticCarrier: row.domesticCarrier,
      domesticTrackingNo: row.domesticTrackingNo,
      shippedAt: row.shippedAt,
      arrivedAt: row.arrivedAt,
      inspectedAt: row.inspectedAt,
      parentOrderId: row.id,
      createdAt: at,
      updatedAt: at,
      lines: wholeLine
        ? undefined
        : {
            create: {
              goodsId: line.goodsId,
              skuId: line.skuId,
              goodsName: line.goodsName,
              goodsImageUrl: line.goodsImageUrl,
              goodsUrl: line.goodsUrl,
              specs: line.specs,
              unitPriceFen: line.unitPriceFen,
              purchaseUnitFen: line.purchaseUnitFen,
              quantity: pieces,
              asin: line.asin,
              fnsku: line.fnsku,
              sellerSku: line.sellerSku,
              arrivedQty: pieces,
              checkedQty: pieces,
              badQty: pieces,
              inspectionImages: line.inspectionImages,
            },
          },
      statusLogs: {
        create: {
          fromStatus: null,
          toStatus: status,
          actor: ACTOR.OPERATOR,
          noteKey: "timeline.splitFrom",
          noteParams: { orderNo: row.orderNo, pieces },
          createdAt: at,
        },
      },
    },
    select: { id: true, orderNo: true, lines: { select: { id: true } } },
  });
  if (wholeLine) await tx.orderLine.update({ where: { id: line.id }, data: { orderId: child.id } });
  else
    await tx.orderLine.update({
      where: { id: line.id },
      data: {
        quantity: { decrement: pieces },
        arrivedQty: { decrement: pieces },
        checkedQty: { decrement: pieces },
        badQty: { decrement: pieces },
      },
    });
  await tx.order.update({
    where: { id: row.id },
    data: {
      goodsAmountFen: row.goodsAmountFen - goodsFen,
      goodsAmountYen: row.goodsAmountYen - goodsYen,
      totalYen: row.totalYen - goodsYen,
      paidYen: parent.paid_yen - paidYen,
      purchaseAmountFen:
        row.purchaseAmountFen === null
          ? null
          : row.purchaseAmountFen - (line.purchaseUnitFen ?? line.unitPriceFen) * pieces,
    },
  });
  parent.paid_yen -= paidYen;
  return { id: child.id, orderNo: child.orderNo, lineId: wholeLine ? line.id : child.lines[0].id };
}

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
    const child = await createSplitOrder(tx, order, problem, pieces, childStatus);
    await tx.problem.update({
      where: { id: problem.id },
      data: { orderId: child.id, orderLineId: child.lineId, agentReply: p.note ?? null, updatedAt: now() },
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
