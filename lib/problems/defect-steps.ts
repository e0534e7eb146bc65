/**
 * The defects desk's steps (docs/warehouse.md "Defects desk"): plain values the screen and the schemas of
 * lib/validation/staff-defects.ts share, so the screen names them without loading zod. Each is a group of
 * problems by what happens next (the `op:problem -- pending` list); `choice` holds the defects still waiting
 * for the seller's choice, which the agent can only withdraw (reported by mistake).
 */
export const DEFECT_STEPS = [
  "sendBack",
  "split",
  "quote",
  "return",
  "destroy",
  "reissue",
  "payment",
  "choice",
] as const;
export type DefectStep = (typeof DEFECT_STEPS)[number];

/** The steps that are the agent's to take (the dashboard's "problems awaiting us"); the others are watched. */
export const AGENT_DEFECT_STEPS = [
  "sendBack",
  "split",
  "quote",
  "return",
  "destroy",
] as const satisfies readonly DefectStep[];

/** The steps the desk only watches: the pieces coming back, the seller's payment or choice. */
export const WATCHED_DEFECT_STEPS: readonly DefectStep[] = DEFECT_STEPS.filter(
  (step) => !(AGENT_DEFECT_STEPS as readonly DefectStep[]).includes(step),
);
