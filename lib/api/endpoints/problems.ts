import { z } from "zod";
import { endpoint } from "@/lib/api/contract/endpoint";
import { ZIdParams, ZTime, ZTimeOrNull } from "@/lib/api/contract/common";
import { ZProblemApply, ZProblemFeePay, ZProblemListQuery, ZProblemRef } from "@/lib/validation/problem";

/**
 * Defects (the spec's problems and bad orders; docs/warehouse.md): what inspection found wrong with an
 * order, the seller's choice of handling, and the fee some handlings cost.
 */
const tag = "Defects";
const int = z.number().int();

/** A defect in a list (lib/problems/problem-view.ts problemRowView). */
export const ZProblemRowView = z.object({
  id: int,
  orderId: int,
  orderNo: z.string(),
  orderStatus: int,
  agentFlag: int,
  shopName: z.string().nullable(),
  orderLineId: int.nullable(),
  goodsName: z.string().nullable(),
  goodsImageUrl: z.string().nullable(),
  goodsSpecs: z.string().nullable(),
  problemType: int,
  processStatus: int,
  handling: int.nullable(),
  quantity: int,
  applyQuantity: int.nullable(),
  description: z.string().nullable(),
  images: z.array(z.string()),
  feeYen: int,
  feeQuoted: z.boolean(),
  feePaid: z.boolean(),
  refundYen: int,
  doneImage: z.string().nullable(),
  agentReply: z.string().nullable(),
  createTime: ZTime,
  updateTime: ZTime,
});

/** One defect with the application and every handling the seller may choose (lib/problems/get-problem.ts). */
export const ZProblemDetailView = ZProblemRowView.extend({
  line: z
    .object({
      goodsName: z.string(),
      goodsImageUrl: z.string().nullable(),
      specs: z.string().nullable(),
      quantity: int,
      arrivedQty: int,
      checkedQty: int,
      passedQty: int,
      badQty: int,
      inspectionImages: z.array(z.string()),
    })
    .nullable(),
  applyNote: z.string().nullable(),
  applyFiles: z.array(z.string()),
  appliedAt: ZTimeOrNull,
  feeQuotedAt: ZTimeOrNull,
  feePaidAt: ZTimeOrNull,
  handledAt: ZTimeOrNull,
  /** what the choices are judged against (lib/problems/handling-rules.ts ApplyContext) */
  context: z.object({
    problemType: int,
    problemQuantity: int,
    lineBadQty: int,
    orderQuantity: int,
    orderArrivedQty: int,
  }),
  /** what refunds are computed from (handling-rules.ts Refundable) */
  money: z.object({ unitFen: int, rate: z.number(), orderGoodsYen: int }),
  choosing: z.boolean(),
  choices: z.array(
    z.object({
      handling: int,
      allowed: z.boolean(),
      reason: z.string().nullable(),
      whole: z.boolean(),
      split: z.boolean(),
      quantityChosen: z.boolean(),
      defaultQuantity: int,
      maxQuantity: int,
      fee: z.enum(["none", "return", "destruction"]),
      feeYen: int,
      refundYen: int,
      resendYen: int,
      next: z.string(),
    }),
  ),
  queued: z.boolean(),
  canWithdraw: z.boolean(),
  canPayFee: z.boolean(),
});

export const problemList = endpoint({
  method: "GET",
  path: "/shop/problem/list",
  summary: "The seller's defects, newest first, by processing status, defect type, dates and order",
  tag,
  access: "customer",
  query: ZProblemListQuery,
  envelope: "paged",
  response: ZProblemRowView,
  example: { query: { pageNum: 1, pageSize: 10 } },
});

export const problemDetail = endpoint({
  method: "GET",
  path: "/shop/problem/{id}",
  summary: "One defect: quantities, photos, the application, and each handling with what it allows and costs",
  tag,
  access: "customer",
  params: ZIdParams,
  envelope: "data",
  response: ZProblemDetailView,
  example: { params: { id: 15 } },
});

export const problemStats = endpoint({
  method: "GET",
  path: "/shop/problem/getStatisticalNum",
  summary: "How many defects are in each processing status, and how many orders in each bad-order status",
  tag,
  access: "customer",
  envelope: "data",
  response: z.object({
    pendingCount: int,
    inProcessCount: int,
    processedCount: int,
    cancelledCount: int,
    totalCount: int,
    badOrderCount: int,
    badOrderStatus: z.array(z.object({ orderStatus: int, count: int })),
  }),
});

export const problemApply = endpoint({
  method: "POST",
  path: "/shop/problem/apply",
  summary: "The seller's choice of handling for a defect, with the pieces it covers, a note and evidence",
  tag,
  access: "customer",
  body: ZProblemApply,
  envelope: "data",
  response: z.object({ problemId: int, orderId: int, orderStatus: int, replayed: z.boolean() }),
  example: { body: { problemId: 7, handling: 7 } },
});

export const problemCancel = endpoint({
  method: "POST",
  path: "/shop/problem/cancel",
  summary: "Withdraws an application the agent has not started on: the defect waits for a choice again",
  tag,
  access: "customer",
  body: ZProblemRef,
  envelope: "data",
  response: z.object({ problemId: int, orderId: int, orderStatus: int }),
  example: { body: { problemId: 10 } },
});

export const problemPayFee = endpoint({
  method: "POST",
  path: "/shop/problem/payFee",
  summary: "Pays the quoted return or destruction fee from the balance (charged once, however often sent)",
  tag,
  access: "customer",
  spends: true,
  body: ZProblemFeePay,
  envelope: "data",
  response: z.object({
    problemId: int,
    orderStatus: int,
    feeYen: int,
    balanceYen: int,
    replayed: z.boolean(),
  }),
  example: { body: { problemId: 8 } },
});
