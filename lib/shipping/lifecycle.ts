import { CONTAINER_STATUS as K } from "@/lib/codes";
import { AppError } from "@/lib/errors";
import { ACTOR, type Actor } from "@/lib/orders/lifecycle";

/**
 * The packing-list (batch) state machine (docs/shipping.md): the one table saying who may move a packing
 * list from which status to which. Every status write goes through `moveContainer`, which asserts it.
 */
const C = ACTOR.CUSTOMER;
const Y = ACTOR.SYSTEM;
const O = ACTOR.OPERATOR;

export type ContainerTransition = { from: number; to: number; actors: readonly Actor[] };

export const CONTAINER_TRANSITIONS: readonly ContainerTransition[] = Object.freeze([
  // an FBA shipment waits for the agent to check the FBA shipment and labels; others go to packing
  { from: K.AWAITING_CONFIRMATION, to: K.AWAITING_PACKING, actors: [O] },
  { from: K.AWAITING_PACKING, to: K.PACKING, actors: [O] },
  { from: K.PACKING, to: K.PACKED, actors: [O] },
  { from: K.PACKED, to: K.AWAITING_PAYMENT, actors: [O] },
  { from: K.AWAITING_PAYMENT, to: K.AWAITING_DISPATCH, actors: [C, Y] },
  { from: K.AWAITING_DISPATCH, to: K.DISPATCHED, actors: [O] },
  // cancelled before payment: the goods go back into storage. The seller cancels for free only until
  // packing starts; from then on boxes, materials and work are spent, so only the agent cancels (the
  // seller asks customer service, who settle what was spent) — docs/shipping.md "Cancelling".
  { from: K.AWAITING_CONFIRMATION, to: K.CANCELLED, actors: [C, O] },
  { from: K.AWAITING_PACKING, to: K.CANCELLED, actors: [C, O] },
  { from: K.PACKING, to: K.CANCELLED, actors: [O] },
  { from: K.PACKED, to: K.CANCELLED, actors: [O] },
  { from: K.AWAITING_PAYMENT, to: K.CANCELLED, actors: [O] },
]);

/** Where a new packing list starts: FBA shipments are confirmed by the agent first. */
export const CREATION_STATUS = Object.freeze({ fba: K.AWAITING_CONFIRMATION, address: K.AWAITING_PACKING });

/** Packing lists that hold goods (the orders in them show 48). */
export const OPEN_CONTAINER_STATUSES: readonly number[] = Object.freeze([
  K.AWAITING_CONFIRMATION,
  K.AWAITING_PACKING,
  K.PACKING,
  K.PACKED,
  K.AWAITING_PAYMENT,
  K.AWAITING_DISPATCH,
]);

/** The seller may still change where and how it goes (before the agent starts packing). */
export const MODIFIABLE_STATUSES: readonly number[] = Object.freeze([
  K.AWAITING_CONFIRMATION,
  K.AWAITING_PACKING,
]);

const index = new Map(CONTAINER_TRANSITIONS.map((t) => [`${t.from}>${t.to}`, t]));

export function canMoveContainer(from: number, to: number, actor: Actor): boolean {
  return index.get(`${from}>${to}`)?.actors.includes(actor) ?? false;
}

/**
 * A cancel the seller may not make but the agent may: packing has started or the bill is out. The seller
 * is told to contact customer service instead of a bare "not possible" (and the screen says so).
 */
export const cancelNeedsSupport = (status: number): boolean =>
  !canMoveContainer(status, K.CANCELLED, C) && canMoveContainer(status, K.CANCELLED, O);

/** Throws CONTAINER_STATUS_CONFLICT unless `actor` may move a packing list from `from` to `to`. */
export function assertContainerTransition(from: number, to: number, actor: Actor): void {
  if (canMoveContainer(from, to, actor)) return;
  if (to === K.CANCELLED && actor === C && cancelNeedsSupport(from))
    throw new AppError("CONTAINER_STATUS_CONFLICT", {}, "shipping.errors.cancelAfterPacking");
  throw new AppError("CONTAINER_STATUS_CONFLICT");
}
