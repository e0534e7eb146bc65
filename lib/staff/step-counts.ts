import { z } from "zod";
import { requiredString, ZPlainText } from "@/lib/validation/rules";

/**
 * A desk's search counted on every one of its tabs (the packing and defects desks): the query, each tab's
 * count, and the answer's schema. Shared by both desks' domain functions and endpoints.
 */

/** The text of the desk's search box, which the tab's own list reads as `q`; required here. */
export const ZStepCountsQuery = z.object({ q: requiredString().pipe(ZPlainText(254)) });

/** Each step's count, in the steps' order. */
export function stepRecord<S extends string>(steps: readonly S[], counts: number[]): Record<S, number> {
  return Object.fromEntries(steps.map((step, i) => [step, counts[i]])) as Record<S, number>;
}

/** The answer: one whole number per step. */
export function ZStepCounts<S extends string>(steps: readonly S[]) {
  const count = z.number().int();
  return z.object(Object.fromEntries(steps.map((step) => [step, count])) as Record<S, typeof count>);
}
