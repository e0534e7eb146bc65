import { z } from "zod";
import { ORDER_NO_FORMAT } from "@/lib/codes";
import { UNMATCHED_TABS } from "@/lib/warehouse/unmatched-tabs";
import { TRACKING_NO_MAX, ZArrival, ZTrackingNo } from "./warehouse";
import { ZDbId, ZPageQuery, ZPlainText } from "./rules";

/** Inputs of the receiving desk (lib/warehouse/receiving.ts, docs/warehouse.md "Receiving"). Messages are keys. */

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** The longest order number the match form takes (a split of a split … stays far below). */
export const ORDER_NO_MAX = 32;

/** A domestic tracking number (the rule of op:ship): 6–40 letters, digits and hyphens, too long told so. */
export { TRACKING_NO_MAX, ZTrackingNo };

/** An order number as the seller's screens show it ("PO…", "AG…", a split one "…-S1"). */
const ZOrderNo = z
  .string({ error: "validation.receiving.orderNo" })
  .trim()
  .max(ORDER_NO_MAX, "validation.textTooLong")
  .regex(/^[A-Za-z0-9-]+$/, "validation.receiving.orderNo");

/**
 * What the scan field read: a domestic tracking number, or one of the shop's order numbers written on the
 * parcel (lib/warehouse/receiving.ts lookupArrivals tells them apart: the tracking number first, then, in the
 * order number's format, the order). Both are 6 or more letters, digits and hyphens.
 */
const ZScanCode = z
  .string({ error: "validation.receiving.codeRequired" })
  .trim()
  .min(1, "validation.receiving.codeRequired")
  .max(TRACKING_NO_MAX, "validation.textTooLong")
  .regex(/^[A-Za-z0-9-]{6,}$/, "validation.receiving.code");

/** Whether a scanned text has the shop's order number format (typed in lower case too). */
export const isOrderNo = (code: string) => ORDER_NO_FORMAT.test(code.trim().toUpperCase());

/**
 * The lookup: `code`, what the scan field read (a tracking number or an order number); `trackingNo` only a
 * tracking number; `orderNo` only an order number (the unmatched parcels' match form). One of them.
 */
export const ZReceivingLookup = z
  .object({
    code: z.preprocess(blankToUndefined, ZScanCode.optional()),
    trackingNo: z.preprocess(blankToUndefined, ZTrackingNo.optional()),
    orderNo: z.preprocess(blankToUndefined, ZOrderNo.optional()),
  })
  .refine((q) => q.code !== undefined || q.trackingNo !== undefined || q.orderNo !== undefined, {
    error: "validation.receiving.codeRequired",
    path: ["code"],
  });
export type TReceivingLookup = z.output<typeof ZReceivingLookup>;

/** The scan field's check on the phone: what it read, required. */
export const ZScanLookup = z.object({
  code: z.preprocess((v) => (typeof v === "string" ? v : ""), ZScanCode),
});

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

/** The parcels expected to arrive (the dashboard's "arrivals expected"): a page of them, oldest shipment first. */
export const ZExpectedArrivalsQuery = ZPageQuery;
export type TExpectedArrivalsQuery = z.output<typeof ZExpectedArrivalsQuery>;
