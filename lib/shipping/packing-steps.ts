import { CONTAINER_STATUS as K } from "@/lib/codes";

/**
 * The packing desk's tabs (docs/shipping.md "Packing desk"): packing lists by the agent's next step. Browser-safe,
 * the screen's tabs read it too.
 */
export const PACKING_STEPS = ["confirm", "pack", "bill", "payment", "dispatch", "dispatched"] as const;
export type PackingStep = (typeof PACKING_STEPS)[number];
/** Tabs the desk watches rather than works: the seller's payment, and what has left (clearance, charges after). */
export const WATCHED_PACKING_STEPS = ["payment", "dispatched"] as const satisfies readonly PackingStep[];

export const PACKING_STEP_STATUSES: Record<PackingStep, readonly number[]> = {
  confirm: [K.AWAITING_CONFIRMATION],
  pack: [K.AWAITING_PACKING, K.PACKING],
  bill: [K.PACKED],
  payment: [K.AWAITING_PAYMENT],
  dispatch: [K.AWAITING_DISPATCH],
  dispatched: [K.DISPATCHED],
};

/** The tab a packing list in this status is on; none once it is cancelled. */
export const packingStepOf = (status: number): PackingStep | undefined =>
  PACKING_STEPS.find((step) => PACKING_STEP_STATUSES[step].includes(status));
