import { ORDER_STATUS as S } from "@/lib/codes";
import { AppError } from "@/lib/errors";

/**
 * The order state machine (docs/order-lifecycle.md). SPEC §4 lists the status codes only; this
 * table is the one place that says who may move an order from which status to which. Every
 * write of Order.orderStatus goes through `assertTransition`.
 */
export const ACTOR = Object.freeze({ CUSTOMER: "customer", SYSTEM: "system", OPERATOR: "operator" });
export type Actor = (typeof ACTOR)[keyof typeof ACTOR];

const C = ACTOR.CUSTOMER;
const Y = ACTOR.SYSTEM;
const O = ACTOR.OPERATOR;

export type Transition = {
  from: number;
  to: number;
  actors: readonly Actor[];
  /** the customer's payment for the order is returned to the balance in the same transaction */
  refund?: true;
};

export const ORDER_TRANSITIONS: readonly Transition[] = Object.freeze([
  // payment
  { from: S.AWAITING_PAYMENT, to: S.AWAITING_PURCHASE, actors: [C, Y] },
  { from: S.AWAITING_PAYMENT, to: S.AWAITING_CONFIRMATION, actors: [C, Y] },
  { from: S.AWAITING_PAYMENT, to: S.CANCELLED, actors: [C, Y, O] },
  // the agent confirms an agent order's price; the seller accepts a higher one
  { from: S.AWAITING_CONFIRMATION, to: S.AWAITING_PURCHASE, actors: [O, C] },
  { from: S.AWAITING_CONFIRMATION, to: S.CANCELLED, actors: [C, O], refund: true },
  { from: S.AWAITING_CONFIRMATION, to: S.CANNOT_PURCHASE, actors: [O], refund: true },
  // purchase
  { from: S.AWAITING_PURCHASE, to: S.PURCHASED, actors: [O] },
  { from: S.AWAITING_PURCHASE, to: S.CANCELLED, actors: [C, O], refund: true },
  { from: S.AWAITING_PURCHASE, to: S.CANNOT_PURCHASE, actors: [O], refund: true },
  { from: S.AWAITING_PURCHASE, to: S.CANNOT_PURCHASE_FINAL, actors: [O], refund: true },
  { from: S.PURCHASED, to: S.CANNOT_PURCHASE, actors: [O], refund: true },
  { from: S.CANNOT_PURCHASE, to: S.CANNOT_PURCHASE_FINAL, actors: [O, Y] },
  // to the warehouse and through inspection
  { from: S.PURCHASED, to: S.AWAITING_ARRIVAL, actors: [O] },
  { from: S.AWAITING_ARRIVAL, to: S.ARRIVED, actors: [O] },
  { from: S.ARRIVED, to: S.INSPECTING, actors: [O] },
  { from: S.INSPECTING, to: S.INSPECTION_FINISHED, actors: [O] },
  { from: S.INSPECTING, to: S.DEFECT_PENDING, actors: [O] },
  { from: S.INSPECTION_FINISHED, to: S.IN_STORAGE, actors: [O] },
  { from: S.IN_STORAGE, to: S.AWAITING_DISPATCH, actors: [C, Y] },
  { from: S.AWAITING_DISPATCH, to: S.IN_STORAGE, actors: [C, Y, O] },
  { from: S.AWAITING_DISPATCH, to: S.DISPATCHED, actors: [O] },
  // defects (docs/warehouse.md): the seller decides each problem on its own, the agent carries it out.
  // 24 and 26 (the agent refused the last application) both wait while any defect waits for a choice;
  // the last choice (or the agent taking back the last waiting defect) starts the decided handlings.
  ...[S.DEFECT_PENDING, S.DEFECT_REJECTED].flatMap((from) => [
    { from, to: S.INSPECTION_FINISHED, actors: [C, O] },
    { from, to: S.EXCHANGE_AWAITING_RETURN, actors: [C, O] },
    { from, to: S.REISSUE_AWAITING_ARRIVAL, actors: [C, O] },
    { from, to: S.PENDING_PARTIAL_RETURN, actors: [C, O] },
    { from, to: S.RETURN_REQUESTED, actors: [C] },
    { from, to: S.PENDING_PARTIAL_DESTRUCTION, actors: [C, O] },
    { from, to: S.DESTRUCTION_REQUESTED, actors: [C] },
  ]),
  // the agent refuses an application it cannot carry out (the supplier takes nothing back, …)
  ...[
    S.EXCHANGE_AWAITING_RETURN,
    S.REISSUE_AWAITING_ARRIVAL,
    S.RETURN_REQUESTED,
    S.PENDING_PARTIAL_RETURN,
  ].map((from) => ({ from, to: S.DEFECT_REJECTED, actors: [O] })),
  // the seller withdraws an application while no goods have moved and no fee is paid
  ...[
    S.EXCHANGE_AWAITING_RETURN,
    S.REISSUE_AWAITING_ARRIVAL,
    S.RETURN_REQUESTED,
    S.RETURN_AWAITING_PAYMENT,
    S.DESTRUCTION_REQUESTED,
    S.DESTRUCTION_AWAITING_PAYMENT,
  ].map((from) => ({ from, to: S.DEFECT_PENDING, actors: [C] })),
  { from: S.EXCHANGE_AWAITING_RETURN, to: S.EXCHANGE_AWAITING_ARRIVAL, actors: [O] },
  { from: S.EXCHANGE_AWAITING_ARRIVAL, to: S.ARRIVED, actors: [O] },
  { from: S.REISSUE_AWAITING_ARRIVAL, to: S.ARRIVED, actors: [O] },
  // the agent splits the defective pieces off into their own order; the rest goes on (or waits for the
  // seller's choice on another defect of the order)
  { from: S.PENDING_PARTIAL_RETURN, to: S.INSPECTION_FINISHED, actors: [O] },
  { from: S.PENDING_PARTIAL_DESTRUCTION, to: S.INSPECTION_FINISHED, actors: [O] },
  { from: S.PENDING_PARTIAL_RETURN, to: S.DEFECT_PENDING, actors: [C, O] },
  { from: S.PENDING_PARTIAL_DESTRUCTION, to: S.DEFECT_PENDING, actors: [C, O] },
  // …or on to the order's next decided handling (START_ORDER in lib/problems/handling-rules.ts)
  ...[S.PENDING_PARTIAL_DESTRUCTION, S.EXCHANGE_AWAITING_RETURN, S.REISSUE_AWAITING_ARRIVAL].map((to) => ({
    from: S.PENDING_PARTIAL_RETURN,
    to,
    actors: [O],
  })),
  ...[S.EXCHANGE_AWAITING_RETURN, S.REISSUE_AWAITING_ARRIVAL].map((to) => ({
    from: S.PENDING_PARTIAL_DESTRUCTION,
    to,
    actors: [O],
  })),
  { from: S.RETURN_REQUESTED, to: S.RETURN_AWAITING_PAYMENT, actors: [O] },
  { from: S.RETURN_AWAITING_PAYMENT, to: S.AWAITING_RETURN, actors: [C, Y] },
  { from: S.AWAITING_RETURN, to: S.RETURNED, actors: [O] },
  { from: S.DESTRUCTION_REQUESTED, to: S.DESTRUCTION_AWAITING_PAYMENT, actors: [O] },
  { from: S.DESTRUCTION_AWAITING_PAYMENT, to: S.PENDING_DESTRUCTION, actors: [C, Y] },
  { from: S.PENDING_DESTRUCTION, to: S.DESTROYED, actors: [O] },
]);

const index = new Map(ORDER_TRANSITIONS.map((t) => [`${t.from}>${t.to}`, t]));

/** The rule for `from → to`, or null when no one may make that move. */
export function findTransition(from: number, to: number): Transition | null {
  return index.get(`${from}>${to}`) ?? null;
}

export function canTransition(from: number, to: number, actor: Actor): boolean {
  return findTransition(from, to)?.actors.includes(actor) ?? false;
}

/** Throws ORDER_STATUS_CONFLICT unless `actor` may move an order from `from` to `to`. */
export function assertTransition(from: number, to: number, actor: Actor): Transition {
  const rule = findTransition(from, to);
  if (!rule || !rule.actors.includes(actor)) throw new AppError("ORDER_STATUS_CONFLICT");
  return rule;
}

/**
 * The goods have arrived at the warehouse in China: 4 and every status reachable from it (inspection,
 * storage, packing lists, defects and their handlings, returned, destroyed). Before it (-1, 99, 1, 2, 0 and
 * the cancelled or unpurchasable ends) nothing can be missing yet: pieces count as missing only from here on.
 */
export const ARRIVED_STATUSES: readonly number[] = Object.freeze(
  (() => {
    const seen = new Set<number>([S.ARRIVED]);
    for (let grew = true; grew;) {
      grew = false;
      for (const t of ORDER_TRANSITIONS)
        if (seen.has(t.from) && !seen.has(t.to)) {
          seen.add(t.to);
          grew = true;
        }
    }
    return [...seen].sort((a, b) => a - b);
  })(),
);

/** Statuses with no way out. */
export const FINAL_STATUSES: readonly number[] = Object.values(S).filter(
  (s) => !ORDER_TRANSITIONS.some((t) => t.from === s),
);

/**
 * The delivery address can change until the order joins a packing list (48): from then on the
 * address belongs to the batch (docs/order-lifecycle.md).
 */
export const ADDRESS_CHANGEABLE_STATUSES: readonly number[] = Object.freeze([
  S.AWAITING_PAYMENT,
  S.AWAITING_CONFIRMATION,
  S.AWAITING_PURCHASE,
  S.PURCHASED,
  S.AWAITING_ARRIVAL,
  S.ARRIVED,
  S.INSPECTING,
  S.INSPECTION_FINISHED,
  S.IN_STORAGE,
  S.DEFECT_PENDING,
  S.DEFECT_REJECTED,
  S.EXCHANGE_AWAITING_RETURN,
  S.EXCHANGE_AWAITING_ARRIVAL,
  S.REISSUE_AWAITING_ARRIVAL,
  S.PENDING_PARTIAL_RETURN,
  S.PENDING_PARTIAL_DESTRUCTION,
]);
