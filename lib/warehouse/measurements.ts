import type { Prisma } from "@/generated/prisma/client";

/**
 * One piece of an order line as the warehouse weighed and measured it at inspection (docs/warehouse.md
 * "Inspection"), where known: grams and whole centimetres, the size all three sides or none. Browser-safe (no
 * zod, no database): the inspection schema, the desk's fields and the seller's order details share it.
 */

export const measuredSelect = {
  measuredWeightGrams: true,
  measuredLengthCm: true,
  measuredWidthCm: true,
  measuredHeightCm: true,
} satisfies Prisma.OrderLineSelect;

export type Measured = {
  measuredWeightGrams: number | null;
  measuredLengthCm: number | null;
  measuredWidthCm: number | null;
  measuredHeightCm: number | null;
};

/** The line's measured values as the views send them (the same four fields, null where not measured). */
export function measuredView(l: Measured): Measured {
  return {
    measuredWeightGrams: l.measuredWeightGrams,
    measuredLengthCm: l.measuredLengthCm,
    measuredWidthCm: l.measuredWidthCm,
    measuredHeightCm: l.measuredHeightCm,
  };
}

/** The measured size as [length, width, height] cm, or null unless all three sides were measured. */
export function measuredSizeCm(l: Measured): [number, number, number] | null {
  return l.measuredLengthCm !== null && l.measuredWidthCm !== null && l.measuredHeightCm !== null
    ? [l.measuredLengthCm, l.measuredWidthCm, l.measuredHeightCm]
    : null;
}

export const isMeasured = (l: Measured) => l.measuredWeightGrams !== null || measuredSizeCm(l) !== null;
