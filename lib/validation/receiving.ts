import { z } from "zod";
import { UNMATCHED_TABS } from "@/lib/warehouse/unmatched-tabs";
import { ZArrival } from "./warehouse";
import { ZDbId, ZPageQuery, ZPlainText } from "./rules";

/** Inputs of the receiving desk (lib/warehouse/receiving.ts, docs/warehouse.md "Receiving"). Messages are keys. */

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** A domestic tracking number as the supplier's carrier prints it (the rule of op:ship, ZDomesticShipment). */
export const ZTrackingNo = z
  .string({ error: "spec.logisticsInvalid" })
  .trim()
  .regex(/^[A-Za-z0-9-]{6,40}$/, "spec.logisticsInvalid");

/** An order number as the seller's screens show it ("PO…", "AG…", a split one "…-S1"). */
const ZOrderNo = z
  .string({ error: "validation.receiving.orderNo" })
  .trim()
  .regex(/^[A-Za-z0-9-]{1,32}$/, "validation.receiving.orderNo");

/** What was scanned (a tracking number) or, when matching a parcel, the order number typed in. */
export const ZReceivingLookup = z
  .object({
    trackingNo: z.preprocess(blankToUndefined, ZTrackingNo.optional()),
    orderNo: z.preprocess(blankToUndefined, ZOrderNo.optional()),
  })
  .refine((q) => q.trackingNo !== undefined || q.orderNo !== undefined, {
    error: "validation.receiving.codeRequired",
    path: ["trackingNo"],
  });
export type TReceivingLookup = z.output<typeof ZReceivingLookup>;

/** The unmatched parcels' match form: an order number, required (the lookup's "scan a tracking number" is not its message). */
export const ZOrderNoLookup = z.object({
  orderNo: z.preprocess((v) => (typeof v === "string" ? v : ""), ZOrderNo),
});

const ZOptionalText = (max: number) => z.preprocess(blankToUndefined, ZPlainText(max).optional());

/** A parcel whose tracking number matched nothing: what its label and the scale say, and its photo. */
export const ZUnmatchedArrivalRecord = z.object({
  trackingNo: ZTrackingNo,
  carrier: ZOptionalText(32),
  labelText: ZOptionalText(1000),
  weightGrams: z.coerce
    .number({ error: "validation.receiving.weight" })
    .int("validation.receiving.weight")
    .min(1, "validation.receiving.weight")
    .max(100_000, "validation.receiving.weight"),
  /** an upload of POST /staff/receiving/photo */
  photoUrl: z.preprocess(
    blankToUndefined,
    z.string({ error: "validation.invalid" }).trim().max(1024).optional(),
  ),
});
export type TUnmatchedArrivalRecord = z.output<typeof ZUnmatchedArrivalRecord>;

export const ZUnmatchedArrivalQuery = ZPageQuery.extend({
  tab: z.preprocess(
    blankToUndefined,
    z.enum(UNMATCHED_TABS, { error: "validation.invalid" }).default("open"),
  ),
});
export type TUnmatchedArrivalQuery = z.output<typeof ZUnmatchedArrivalQuery>;

/** The parcel `id` belongs to the order `orderId` (found by its number): its pieces arrive as for a scan. */
export const ZUnmatchedArrivalMatch = ZArrival.extend({ id: ZDbId });
export type TUnmatchedArrivalMatch = z.output<typeof ZUnmatchedArrivalMatch>;
