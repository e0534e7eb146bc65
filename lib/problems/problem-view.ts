import type { Prisma } from "@/generated/prisma/client";

/** A problem as the lists show it (/order/orderBad, /shop/problem/list). */
export const problemRowSelect = {
  id: true,
  orderId: true,
  orderLineId: true,
  problemType: true,
  processStatus: true,
  handling: true,
  quantity: true,
  applyQuantity: true,
  description: true,
  images: true,
  feeYen: true,
  feeQuotedAt: true,
  feePaidAt: true,
  refundYen: true,
  doneImage: true,
  agentReply: true,
  createdAt: true,
  updatedAt: true,
  order: { select: { orderNo: true, orderStatus: true, agentFlag: true, platform: true, shopName: true } },
  orderLine: { select: { goodsName: true, goodsImageUrl: true, specs: true } },
} satisfies Prisma.ProblemSelect;

/** A problem as problemRowSelect reads it; the list reads the same fields in one statement (list-problems.ts). */
export type ProblemRow = Prisma.ProblemGetPayload<{ select: typeof problemRowSelect }>;

export function problemRowView(r: ProblemRow) {
  return {
    id: r.id,
    orderId: r.orderId,
    orderNo: r.order.orderNo,
    orderStatus: r.order.orderStatus,
    agentFlag: r.order.agentFlag,
    shopName: r.order.shopName,
    orderLineId: r.orderLineId,
    goodsName: r.orderLine?.goodsName ?? null,
    goodsImageUrl: r.orderLine?.goodsImageUrl ?? null,
    goodsSpecs: r.orderLine?.specs ?? null,
    problemType: r.problemType,
    processStatus: r.processStatus,
    handling: r.handling,
    quantity: r.quantity,
    applyQuantity: r.applyQuantity,
    description: r.description,
    images: r.images,
    /** the quoted fee (0 until quoted) and whether it is paid */
    feeYen: r.feeYen,
    feeQuoted: r.feeQuotedAt !== null,
    feePaid: r.feePaidAt !== null,
    refundYen: r.refundYen,
    /** the agent's photo of the pieces returned or destroyed */
    doneImage: r.doneImage,
    agentReply: r.agentReply,
    createTime: r.createdAt,
    updateTime: r.updatedAt,
  };
}
export type ProblemRowView = ReturnType<typeof problemRowView>;
