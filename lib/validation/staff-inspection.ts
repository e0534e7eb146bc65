import { z } from "zod";
import { INSPECTION_TABS } from "@/lib/warehouse/inspection-tabs";
import { ZPageQuery, ZPlainText } from "./rules";

/**
 * The inspection desk's queries (docs/warehouse.md "Inspection desk"). Its actions take the operator commands'
 * own inputs (ZOrderNote, ZInspection, ZStorage, ZOrderLocation in ./warehouse), so desk and command call the
 * same functions with the same input.
 */

const blankToUndefined = (v: unknown) => (v === null || (typeof v === "string" && !v.trim()) ? undefined : v);

export const ZInspectionDeskQuery = ZPageQuery.extend({
  tab: z.preprocess(
    blankToUndefined,
    z.enum(INSPECTION_TABS, { error: "validation.invalid" }).default("inspect"),
  ),
  /** an order number (or its start), a seller's e-mail address (or part of it), a location code */
  q: z.preprocess(blankToUndefined, ZPlainText(254).optional()),
});
export type TInspectionDeskQuery = z.infer<typeof ZInspectionDeskQuery>;

/** "Where is this order?": a scanned or typed order number, seller's e-mail address or shelf/bin code. */
export const ZOrderWhereQuery = ZPageQuery.extend({
  q: z.preprocess(
    (v) => v ?? "",
    ZPlainText(254).pipe(z.string().min(1, "validation.warehouse.searchRequired")),
  ),
});
export type TOrderWhereQuery = z.infer<typeof ZOrderWhereQuery>;
