import { PROBLEM_HANDLING, PROBLEM_PROCESS_STATUS } from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import type { Translate } from "@/lib/i18n/messages";
import { AWAITING_CHOICE } from "./apply-problem";
import {
  HANDLING_RULES,
  canWithdrawNow,
  coveredQuantity,
  handlingIssue,
  isQueued,
  maxQuantity,
  moneyEffect,
  quantityChosen,
} from "./handling-rules";
import { handlingContext } from "./lock-problem";
import { problemRowSelect, problemRowView } from "./problem-view";

const HANDLING_NAMES = Object.fromEntries(
  Object.entries(PROBLEM_HANDLING).map(([name, code]) => [code, name]),
);
/** `problems.next.EXCHANGE` …: what happens after the seller chooses, in the reader's language. */
const nextKey = (handling: number) => `problems.next.${HANDLING_NAMES[handling]}`;

const detailSelect = {
  ...problemRowSelect,
  customerId: true,
  applyNote: true,
  applyFiles: true,
  appliedAt: true,
  feeQuotedAt: true,
  feePaidAt: true,
  handledAt: true,
  orderLine: {
    select: {
      goodsName: true,
      goodsImageUrl: true,
      specs: true,
      quantity: true,
      arrivedQty: true,
      checkedQty: true,
      passedQty: true,
      badQty: true,
      inspectionImages: true,
    },
  },
} as const;

/**
 * One of the seller's problems (/order/orderBadDetails): defect, quantities, photos, the agent's note, the
 * application, and — while it waits for a choice — every handling with whether it is allowed now, the
 * pieces it covers, its money effect and what happens next.
 */
export async function getProblem(customerId: number, id: number, t: Translate) {
  const db = getDb();
  const row = await db.problem.findFirst({ where: { id, customerId }, select: detailSelect });
  if (!row) throw new AppError("NOT_FOUND");
  const { ctx, money } = await handlingContext(db, row);
  const choosing =
    row.processStatus === PROBLEM_PROCESS_STATUS.PENDING && AWAITING_CHOICE.includes(row.order.orderStatus);
  const inProcess = row.processStatus === PROBLEM_PROCESS_STATUS.IN_PROCESS;
  const choices = HANDLING_RULES.map((r) => {
    const issue = handlingIssue(r.handling, ctx);
    const pieces = coveredQuantity(r.handling, undefined, ctx);
    return {
      handling: r.handling,
      allowed: choosing && !issue,
      reason: issue ? t(issue.key, issue.values) : null,
      whole: r.whole,
      split: r.split,
      quantityChosen: quantityChosen(r.handling, ctx),
      defaultQuantity: pieces,
      maxQuantity: maxQuantity(r.handling, ctx),
      fee: r.fee,
      ...moneyEffect(r.handling, pieces, row.problemType, money),
      next: t(nextKey(r.handling)),
    };
  });
  return {
    ...problemRowView(row),
    line: row.orderLine,
    applyNote: row.applyNote,
    applyFiles: row.applyFiles,
    appliedAt: row.appliedAt,
    feeQuotedAt: row.feeQuotedAt,
    feePaidAt: row.feePaidAt,
    handledAt: row.handledAt,
    context: ctx,
    /** what refunds are computed from: handling-rules.ts moneyEffect(handling, pieces, type, money) */
    money,
    choosing,
    choices,
    /** decided, and waiting its turn behind the order's other defects (docs/warehouse.md) */
    queued: inProcess && isQueued(row.handling ?? 0, row.order.orderStatus),
    canWithdraw: inProcess && canWithdrawNow(row.handling ?? 0, row.order.orderStatus, !!row.feePaidAt),
    canPayFee: inProcess && !!row.feeQuotedAt && !row.feePaidAt,
  };
}
export type ProblemDetailView = Awaited<ReturnType<typeof getProblem>>;
