import { z } from "zod";
import { ZPlainText } from "@/lib/validation/rules";

/**
 * A desk's tabs counted (the packing and defects desks), with the desk's search applied when there is one: the
 * query, each tab's count, and the answer's schema. Shared by both desks' domain functions and endpoints.
 */

const blankToUndefined = (v: unknown) => (typeof v === "string" && !v.trim() ? undefined : v);

/** The text of the desk's search box, which the tab's own list reads as `q`; none or blank: every row. */
export const ZStepCountsQuery = z.object({ q: z.preprocess(blankToUndefined, ZPlainText(254).optional()) });

/** Each step's count, in the steps' order. */
export function stepRecord<S extends string>(steps: readonly S[], counts: number[]): Record<S, number> {
  return Object.fromEntries(steps.map((step, i) => [step, counts[i]])) as Record<S, number>;
}

/** The answer: one whole number per step. */
export function ZStepCounts<S extends string>(steps: readonly S[]) {
  const count = z.number().int();
  return z.object(Object.fromEntries(steps.map((step) => [step, count])) as Record<S, typeof count>);
}
