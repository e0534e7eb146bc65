import { z } from "zod";
import { INVENTORY_STATUS, MEASURE_LIMITS, PROBLEM_TYPE, STORAGE_TYPE } from "@/lib/codes";
import { ZDbId, ZPlainText } from "./rules";

/** Inputs of the agent's warehouse actions (lib/warehouse, docs/warehouse.md). Messages are keys. */

const codeOf = (codes: Record<string, number>) =>
  z.coerce
    .number({ error: "validation.invalid" })
    .refine((n) => Object.values(codes).includes(n), { error: "validation.invalid" });

/** Pieces: a whole number ("abc" or 1.5 is told so), 0 or more. */
const ZPieces = z.coerce
  .number({ error: "validation.warehouse.wholeNumber" })
  .int("validation.warehouse.wholeNumber")
  .min(0, "validation.warehouse.quantity")
  .max(999_999, "validation.warehouse.quantity");

const ZNote = ZPlainText(500).optional();

/** An upload URL the agent stored (lib/warehouse/inspection-photos.ts). */
const ZPhotoUrl = z.string({ error: "validation.invalid" }).trim().min(1).max(1024);

/** The longest supplier order number (the column's length); a longer one is refused with the limit, never cut. */
export const SUPPLIER_ORDER_NO_MAX = 64;
/** The longest domestic tracking number (SPEC §8 "logistics number invalid" for any other shape). */
export const TRACKING_NO_MAX = 40;

/** A domestic tracking number as the supplier's carrier prints it: 6–40 letters, digits and hyphens. */
export const ZTrackingNo = z
  .string({ error: "spec.logisticsInvalid" })
  .trim()
  .max(TRACKING_NO_MAX, "validation.textTooLong")
  .regex(/^[A-Za-z0-9-]{6,}$/, "spec.logisticsInvalid");

export const ZPurchase = z.object({
  orderId: ZDbId,
  /** required: empty (or left out) is "enter it", too long "at most 64 characters", else its format */
  supplierOrderNo: z.preprocess(
    (v) => v ?? "",
    ZPlainText(SUPPLIER_ORDER_NO_MAX)
      .pipe(z.string().min(1, "validation.warehouse.supplierOrderNoRequired"))
      .pipe(z.string().regex(/^[A-Za-z0-9-]+$/, "validation.warehouse.supplierOrderNo")),
  ),
  /** the unit price really paid, fen, per line; lines left out were bought at the seller's price */
  lines: z
    .array(z.object({ lineId: ZDbId, unitFen: ZPieces.pipe(z.number().max(99_999_999)) }))
    .max(200)
    .default([]),
  note: ZNote,
});
export type TPurchase = z.input<typeof ZPurchase>;

export const ZDomesticShipment = z.object({
  orderId: ZDbId,
  carrier: ZPlainText(32).pipe(z.string().min(1, "validation.warehouse.carrier")),
  trackingNo: ZTrackingNo,
  note: ZNote,
});
export type TDomesticShipment = z.input<typeof ZDomesticShipment>;

export const ZArrival = z.object({
  orderId: ZDbId,
  /** pieces that came in this delivery, per line; lines left out brought nothing */
  lines: z
    .array(z.object({ lineId: ZDbId, arrivedQty: ZPieces }))
    .min(1, "validation.listRequired")
    .max(200),
  note: ZNote,
});
export type TArrival = z.input<typeof ZArrival>;
export type TArrivalParsed = z.output<typeof ZArrival>;

export const ZDefect = z.object({
  problemType: codeOf(PROBLEM_TYPE),
  quantity: ZPieces.pipe(z.number().min(1, "validation.warehouse.defectQuantity")),
  note: ZPlainText(1000).optional(),
  photos: z.array(ZPhotoUrl).max(9).default([]),
});

/** A whole number from 1 to `max`, or nothing (a blank field, null): one measurement of a piece. */
const ZMeasure = (max: number, key: string) =>
  z.preprocess(
    (v) => (v === null || (typeof v === "string" && !v.trim()) ? undefined : v),
    z.coerce.number({ error: key }).int(key).min(1, key).max(max, key).optional(),
  );
const ZSide = ZMeasure(MEASURE_LIMITS.maxSideCm, "validation.warehouse.sideCm");
const SIDES = ["lengthCm", "widthCm", "heightCm"] as const;

export const ZInspection = z.object({
  orderId: ZDbId,
  /**
   * every line with pieces not yet inspected: passed pieces, defects, photos of the line; and, for any line,
   * one piece's weight and size where the warehouse measured them (left out, the line keeps what it had)
   */
  lines: z
    .array(
      z
        .object({
          lineId: ZDbId,
          passedQty: ZPieces,
          defects: z.array(ZDefect).max(6).default([]),
          photos: z.array(ZPhotoUrl).max(9).default([]),
          weightGrams: ZMeasure(MEASURE_LIMITS.maxWeightGrams, "validation.warehouse.weightGrams"),
          lengthCm: ZSide,
          widthCm: ZSide,
          heightCm: ZSide,
        })
        .superRefine((line, ctx) => {
          // A size is the box the piece fits in: one or two sides alone would mislead the freight estimate.
          const given = SIDES.filter((s) => line[s] !== undefined);
          if (given.length && given.length < SIDES.length)
            ctx.addIssue({
              code: "custom",
              path: [SIDES.find((s) => line[s] === undefined)!],
              message: "validation.warehouse.sizeIncomplete",
            });
        }),
    )
    .min(1, "validation.listRequired")
    .max(200),
  note: ZNote,
});
export type TInspection = z.input<typeof ZInspection>;
export type TInspectionLine = z.output<typeof ZInspection>["lines"][number];
export type TDefect = z.output<typeof ZDefect>;

/**
 * A shelf/bin code as its printed label reads ("A-03-2"): letters, digits and - _ . /, kept in upper case so a
 * typed "a-03-2" and a scanned "A-03-2" are one place.
 */
export const LOCATION_CODE_MAX = 32;
export const ZLocationCode = z
  .string({ error: "validation.warehouse.locationCode" })
  .trim()
  .toUpperCase()
  .max(LOCATION_CODE_MAX, "validation.textTooLong")
  .regex(/^[A-Z0-9][A-Z0-9_./-]*$/, "validation.warehouse.locationCode");

export const ZStorage = z.object({
  orderId: ZDbId,
  storageType: codeOf(STORAGE_TYPE).default(STORAGE_TYPE.NORMAL),
  inventoryStatus: codeOf(INVENTORY_STATUS).default(INVENTORY_STATUS.COMPLETE),
  /** where the goods go; left out, the order keeps the location it had */
  locationCode: z.preprocess(
    (v) => (v === null || (typeof v === "string" && !v.trim()) ? undefined : v),
    ZLocationCode.optional(),
  ),
  note: ZNote,
});
export type TStorage = z.input<typeof ZStorage>;

export const ZOrderNote = z.object({ orderId: ZDbId, note: ZNote });

/** The goods of an order moved to another shelf/bin. */
export const ZOrderLocation = z.object({ orderId: ZDbId, locationCode: ZLocationCode, note: ZNote });
export type TOrderLocation = z.input<typeof ZOrderLocation>;
