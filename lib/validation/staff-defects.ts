import { z } from "zod";
import { DEFECT_STEPS } from "@/lib/problems/defect-steps";
import { ZAgentProblemNote, ZDestructionDone, ZFeeQuote, ZRejectApplication, ZReturnDone } from "./problem";
import { ZPageQuery, ZPlainText } from "./rules";

/**
 * The defects desk's inputs (docs/warehouse.md "Defects desk"): the operator command's schemas as they are, so
 * desk and `op:problem` call the same functions with the same input.
 */

const blankToUndefined = (v: unknown) => (v === null || (typeof v === "string" && !v.trim()) ? undefined : v);

export const ZDefectsDeskQuery = ZPageQuery.extend({
  step: z.preprocess(
    blankToUndefined,
    z.enum(DEFECT_STEPS, { error: "validation.invalid" }).default("quote"),
  ),
  /** an order number (or its start), a problem, order or seller id, a seller's e-mail address */
  q: z.preprocess(blankToUndefined, ZPlainText(254).optional()),
});
export type TDefectsDeskQuery = z.infer<typeof ZDefectsDeskQuery>;

/** Return / destruction fee (60 → 64, 76 → 80): the fee table's estimate unless another amount is given. */
export const ZDefectsDeskQuote = ZFeeQuote;
export type TDefectsDeskQuote = z.input<typeof ZDefectsDeskQuote>;

/** Send back for exchange, split off, withdraw: the problem and an optional note. */
export const ZDefectsDeskNote = ZAgentProblemNote;
export type TDefectsDeskNote = z.input<typeof ZDefectsDeskNote>;

/**
 * Return done (68 → 72): the refund the supplier really made, else the handling table's estimate; optionally the
 * photo of the returned pieces the desk uploaded.
 */
export const ZDefectsDeskReturned = ZReturnDone;
export type TDefectsDeskReturned = z.input<typeof ZDefectsDeskReturned>;

/** Destruction done (83 → 84), optionally with the photo of the destroyed pieces. */
export const ZDefectsDeskDestroyed = ZDestructionDone;
export type TDefectsDeskDestroyed = z.input<typeof ZDefectsDeskDestroyed>;

/** The application cannot be carried out (→ 26), with the reason the seller reads. */
export const ZDefectsDeskReject = ZRejectApplication;
export type TDefectsDeskReject = z.input<typeof ZDefectsDeskReject>;
