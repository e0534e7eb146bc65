import { ORDER_STATUS as S, PROBLEM_HANDLING as H, PROBLEM_TYPE } from "@/lib/codes";
import { refundForPiecesYen } from "@/lib/pricing/refund";

/**
 * What each defect handling (SPEC §4 choices 1–7) does, costs and allows: one table, read by the server
 * when the seller applies and by /account/badApply to show the choices before they are made
 * (docs/warehouse.md). Browser-safe: no database, no server imports.
 */

/** Fees charged to the seller's balance (yen). The agent may quote another fee with a reason. */
export const PROBLEM_FEES = Object.freeze({
  /** returning pieces to the supplier: domestic shipping back and handling */
  returnBaseYen: 500,
  returnPerPieceYen: 30,
  /** destroying pieces at the warehouse */
  destructionPerPieceYen: 50,
  destructionMinYen: 300,
});

export type HandlingRule = {
  handling: number;
  /** the order's status once the seller applied (normal send: 88 when nothing else waits) */
  orderStatus: number;
  /** acts on the whole order rather than on the problem's pieces */
  whole: boolean;
  /** the pieces are split off into an order of their own by the agent */
  split: boolean;
  /** needs defective pieces at the warehouse (a shortage has none) */
  needsPieces: boolean;
  fee: "none" | "return" | "destruction";
  /** statuses of the handled order in which the seller may still withdraw the application */
  withdrawable: readonly number[];
  /**
   * statuses of the handled order while this handling is being carried out (a split-off order carries its
   * problem on). In any other status an application in process waits its turn (`isQueued`).
   */
  stages: readonly number[];
};

export const HANDLING_RULES: readonly HandlingRule[] = Object.freeze([
  {
    handling: H.EXCHANGE,
    orderStatus: S.EXCHANGE_AWAITING_RETURN,
    whole: false,
    split: false,
    needsPieces: true,
    fee: "none",
    withdrawable: [S.EXCHANGE_AWAITING_RETURN],
    stages: [S.EXCHANGE_AWAITING_RETURN, S.EXCHANGE_AWAITING_ARRIVAL],
  },
  {
    handling: H.REISSUE,
    orderStatus: S.REISSUE_AWAITING_ARRIVAL,
    whole: false,
    split: false,
    needsPieces: false,
    fee: "none",
    // with an exchange on the same order, the supplier's one parcel brings both (28 → 32 → 4)
    withdrawable: [S.REISSUE_AWAITING_ARRIVAL, S.EXCHANGE_AWAITING_RETURN],
    stages: [S.REISSUE_AWAITING_ARRIVAL, S.EXCHANGE_AWAITING_RETURN, S.EXCHANGE_AWAITING_ARRIVAL],
  },
  {
    handling: H.PARTIAL_RETURN,
    orderStatus: S.PENDING_PARTIAL_RETURN,
    whole: false,
    split: true,
    needsPieces: true,
    fee: "return",
    withdrawable: [S.PENDING_PARTIAL_RETURN, S.RETURN_REQUESTED, S.RETURN_AWAITING_PAYMENT],
    stages: [S.PENDING_PARTIAL_RETURN, S.RETURN_REQUESTED, S.RETURN_AWAITING_PAYMENT, S.AWAITING_RETURN],
  },
  {
    handling: H.FULL_RETURN,
    orderStatus: S.RETURN_REQUESTED,
    whole: true,
    split: false,
    needsPieces: false,
    fee: "return",
    withdrawable: [S.RETURN_REQUESTED, S.RETURN_AWAITING_PAYMENT],
    stages: [S.RETURN_REQUESTED, S.RETURN_AWAITING_PAYMENT, S.AWAITING_RETURN],
  },
  {
    handling: H.PARTIAL_DESTRUCTION,
    orderStatus: S.PENDING_PARTIAL_DESTRUCTION,
    whole: false,
    split: true,
    needsPieces: true,
    fee: "destruction",
    withdrawable: [S.PENDING_PARTIAL_DESTRUCTION, S.DESTRUCTION_REQUESTED, S.DESTRUCTION_AWAITING_PAYMENT],
    stages: [
      S.PENDING_PARTIAL_DESTRUCTION,
      S.DESTRUCTION_REQUESTED,
      S.DESTRUCTION_AWAITING_PAYMENT,
      S.PENDING_DESTRUCTION,
    ],
  },
  {
    handling: H.FULL_DESTRUCTION,
    orderStatus: S.DESTRUCTION_REQUESTED,
    whole: true,
    split: false,
    needsPieces: true,
    fee: "destruction",
    withdrawable: [S.DESTRUCTION_REQUESTED, S.DESTRUCTION_AWAITING_PAYMENT],
    stages: [S.DESTRUCTION_REQUESTED, S.DESTRUCTION_AWAITING_PAYMENT, S.PENDING_DESTRUCTION],
  },
  {
    handling: H.NORMAL_SEND,
    orderStatus: S.INSPECTION_FINISHED,
    whole: false,
    split: false,
    needsPieces: false,
    fee: "none",
    withdrawable: [],
    stages: [],
  },
]);

export function ruleOf(handling: number): HandlingRule | undefined {
  return HANDLING_RULES.find((r) => r.handling === handling);
}

/**
 * Whether a handling is charged a fee the agent quotes: returns and destructions are; an exchange, a reissue
 * (the supplier's cost) and a normal send are not. No handling chosen yet: nothing to charge yet.
 */
export const chargesFee = (handling: number | null): boolean =>
  handling !== null && (ruleOf(handling)?.fee ?? "none") !== "none";

/**
 * Several defects on one order (docs/warehouse.md): each is decided on its own while the order waits in
 * 24 / 26; once none waits, the decided handlings are carried out one after another in this order. The
 * splits come first (one warehouse step each, and the rest of the order goes on without those pieces), then
 * the round trip to the supplier: an exchange, which a reissue of the same order joins (the supplier's one
 * parcel brings both), else the reissue alone. A return or destruction of the whole order never waits: it
 * answers for every piece at once. Normal send is done when chosen.
 */
export const START_ORDER: readonly number[] = Object.freeze([
  H.PARTIAL_RETURN,
  H.PARTIAL_DESTRUCTION,
  H.EXCHANGE,
  H.REISSUE,
]);

/** An application in process that is not being carried out in the order's status: it waits its turn. */
export const isQueued = (handling: number, orderStatus: number): boolean =>
  !ruleOf(handling)?.stages.includes(orderStatus);

/** Where an order goes once none of its defects waits for a choice: the first decided handling, else 88. */
export function startStatus(decided: readonly number[]): number {
  const first = START_ORDER.find((h) => decided.includes(h));
  return first === undefined ? S.INSPECTION_FINISHED : ruleOf(first)!.orderStatus;
}

/**
 * The seller may withdraw an application in process while the agent has not started on it: it waits its
 * turn, or the order is in one of the handling's `withdrawable` statuses — and no fee is paid.
 */
export function canWithdrawNow(handling: number, orderStatus: number, feePaid: boolean): boolean {
  const rule = ruleOf(handling);
  if (!rule || feePaid) return false;
  return isQueued(handling, orderStatus) || rule.withdrawable.includes(orderStatus);
}

/** What the seller's choice is judged against. */
export type ApplyContext = {
  problemType: number;
  /** the problem's pieces: the quantity an application may cover at most */
  problemQuantity: number;
  /** defective pieces of the problem's line now at the warehouse (the current return/destruction quantity) */
  lineBadQty: number;
  /**
   * every piece of the order, less those another of its defects is already decided to split off (a split
   * must leave some behind)
   */
  orderQuantity: number;
  /** pieces of the order at the warehouse (what a whole return or destruction covers) */
  orderArrivedQty: number;
};

export type Issue = { key: string; values?: Record<string, number> };

/** Why a handling cannot be chosen for this problem, or null when it can. */
export function handlingIssue(handling: number, ctx: ApplyContext): Issue | null {
  const rule = ruleOf(handling);
  if (!rule) return { key: "problems.rules.unknownHandling" };
  const shortage = ctx.problemType === PROBLEM_TYPE.SHORTAGE;
  if (shortage && rule.needsPieces) return { key: "problems.rules.notForShortage" };
  if (rule.needsPieces && !rule.whole && ctx.lineBadQty < 1) return { key: "problems.rules.noPieces" };
  if (rule.whole && ctx.orderArrivedQty < 1) return { key: "problems.rules.noPieces" };
  if (rule.split && ctx.orderQuantity < 2) return { key: "problems.rules.splitWholeOrder" };
  return null;
}

/**
 * The pieces an application covers. Whole handlings take every piece of the order at the warehouse; normal
 * send and anything for a shortage take the whole problem; otherwise the seller's quantity, by default all
 * defective pieces of the problem still at the warehouse. Pieces of the problem an application leaves out
 * are accepted as they are.
 */
export function coveredQuantity(handling: number, quantity: number | undefined, ctx: ApplyContext): number {
  const rule = ruleOf(handling);
  if (rule?.whole) return ctx.orderArrivedQty;
  if (handling === H.NORMAL_SEND || ctx.problemType === PROBLEM_TYPE.SHORTAGE) return ctx.problemQuantity;
  return quantity ?? maxQuantity(handling, ctx);
}

/** The most pieces the seller may choose (what /account/badApply offers). */
export function maxQuantity(handling: number, ctx: ApplyContext): number {
  const rule = ruleOf(handling);
  if (!rule || rule.whole || handling === H.NORMAL_SEND || ctx.problemType === PROBLEM_TYPE.SHORTAGE)
    return coveredQuantity(handling, undefined, ctx);
  let max = ctx.problemQuantity;
  if (rule.needsPieces) max = Math.min(max, ctx.lineBadQty);
  if (rule.split) max = Math.min(max, ctx.orderQuantity - 1);
  return max;
}

/** True when the seller chooses how many pieces the application covers. */
export const quantityChosen = (handling: number, ctx: ApplyContext) =>
  !ruleOf(handling)?.whole && handling !== H.NORMAL_SEND && ctx.problemType !== PROBLEM_TYPE.SHORTAGE;

/**
 * SPEC §5 quantity rules, first failing rule first: at least 1; return and destruction quantities not below
 * 0 nor above the current return/destruction quantity; a split below the order quantity; never above the
 * applicable (problem's) quantity.
 */
export function quantityIssue(handling: number, quantity: number, ctx: ApplyContext): Issue | null {
  const rule = ruleOf(handling);
  if (!rule || !quantityChosen(handling, ctx)) return null;
  if (!Number.isInteger(quantity) || quantity < 1) return { key: "validation.problem.quantityMin" };
  if (rule.fee !== "none" && quantity > ctx.lineBadQty)
    return {
      key:
        rule.fee === "return"
          ? "validation.problem.returnQuantity"
          : "validation.problem.destructionQuantity",
      values: { max: ctx.lineBadQty },
    };
  if (rule.split && quantity >= ctx.orderQuantity)
    return { key: "validation.problem.splitQuantity", values: { max: ctx.orderQuantity - 1 } };
  const applicable = rule.needsPieces ? Math.min(ctx.problemQuantity, ctx.lineBadQty) : ctx.problemQuantity;
  if (quantity > applicable)
    return { key: "validation.problem.quantityApplicable", values: { max: applicable } };
  return null;
}

export function feeEstimateYen(handling: number, pieces: number): number {
  const fee = ruleOf(handling)?.fee;
  if (fee === "return") return PROBLEM_FEES.returnBaseYen + PROBLEM_FEES.returnPerPieceYen * pieces;
  if (fee === "destruction")
    return Math.max(PROBLEM_FEES.destructionMinYen, PROBLEM_FEES.destructionPerPieceYen * pieces);
  return 0;
}

/** What the goods of the order cost the seller, for refunds. */
export type Refundable = {
  /** unit price of the problem's line the agent really paid (else the seller's price), fen */
  unitFen: number;
  /** yen per yuan of the order */
  rate: number;
  /** goods money of the whole order still with the agent (goods amount − purchase difference refunded) */
  orderGoodsYen: number;
};

/**
 * The money effect of a choice, side by side: the fee the seller pays, the goods money that comes back
 * (a return once the supplier took the pieces back; an accepted shortage at once) and what re-sending
 * costs the seller (the supplier bears exchanges and reissues).
 */
export function moneyEffect(handling: number, pieces: number, problemType: number, money: Refundable) {
  const rule = ruleOf(handling);
  let refundYen = 0;
  if (rule?.fee === "return")
    refundYen = rule.whole ? money.orderGoodsYen : refundForPiecesYen(money.unitFen, pieces, money.rate);
  if (handling === H.NORMAL_SEND && problemType === PROBLEM_TYPE.SHORTAGE)
    refundYen = refundForPiecesYen(money.unitFen, pieces, money.rate);
  return { feeYen: feeEstimateYen(handling, pieces), refundYen, resendYen: 0 };
}
