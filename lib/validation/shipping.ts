import { z } from "zod";
import { CONTAINER_STATUS, LIMITS, SHIPPING_MODE } from "@/lib/codes";
import { ZDateRangeFields, dateRangeInOrder } from "./date-range";
import { LABEL_TYPES } from "@/lib/inputs/limits";
import { ZDbId, ZPageQuery, ZPlainText } from "./rules";
import { ZIdempotencyKey } from "./wallet";
import { PACKING_STEPS } from "@/lib/shipping/packing-steps";

/** Packing lists and international shipment (docs/shipping.md). Messages are keys. */

const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);
const codeOf = (codes: Record<string, number>, key = "validation.invalid") =>
  z.coerce
    .number({ error: key })
    .int(key)
    .refine((n) => Object.values(codes).includes(n), { error: key });

const ZAmazonCode = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{10}$/, "validation.amazonCode")
    .optional(),
);
const ZPieces = (key: string) =>
  z.coerce.number({ error: key }).int(key).min(1, key).max(LIMITS.maxOrderQuantity, key);

export { LABEL_TYPES, type LabelType } from "@/lib/inputs/limits";

const ZFbaShipmentId = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^FBA[A-Z0-9]{6,12}$/, "validation.shipping.fbaShipmentId")
    .optional(),
);
const ZFbaWarehouseCode = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}\d{1,2}$/, "validation.shipping.fbaWarehouseCode")
    .optional(),
);

export const ZShipmentCreate = z
  .object({
    lines: z
      .array(
        z.object({
          orderLineId: ZDbId,
          quantity: ZPieces("validation.shipping.quantityMin"),
          asin: ZAmazonCode,
          fnsku: ZAmazonCode,
          sellerSku: z.preprocess(blankToUndefined, ZPlainText(64, "validation.sellerSku").optional()),
        }),
        { error: "validation.listRequired" },
      )
      .min(1, "validation.listRequired")
      .max(LIMITS.maxOrderLines, "validation.tooManyLines")
      .refine((l) => new Set(l.map((x) => x.orderLineId)).size === l.length, { error: "validation.invalid" }),
    destination: z.enum(["fba", "address"], { error: "validation.shipping.destinationRequired" }),
    amazonSiteId: z.preprocess(blankToUndefined, ZDbId.optional()),
    fbaShipmentId: ZFbaShipmentId,
    fbaWarehouseCode: ZFbaWarehouseCode,
    addressId: z.preprocess(blankToUndefined, ZDbId.optional()),
    clearancePersonId: z.preprocess(blankToUndefined, ZDbId.optional()),
    shippingMode: codeOf(SHIPPING_MODE, "validation.shipping.modeRequired"),
    labelIds: z.array(ZDbId).max(20, "validation.invalid").default([]),
    materials: z
      .array(
        z
          .object({
            packingMaterialId: z.preprocess(blankToUndefined, ZDbId.optional()),
            transportCaseId: z.preprocess(blankToUndefined, ZDbId.optional()),
            quantity: ZPieces("validation.shipping.materialQuantity").pipe(
              z.number().max(999, "validation.shipping.materialQuantity"),
            ),
          })
          .refine((m) => !!m.packingMaterialId !== !!m.transportCaseId, { error: "validation.invalid" }),
      )
      .max(20, "validation.invalid")
      .default([]),
    remark: z.preprocess(blankToUndefined, ZPlainText(500, "validation.remarkLength").optional()),
    idempotencyKey: z.preprocess(blankToUndefined, ZIdempotencyKey.optional()),
  })
  .superRefine((v, ctx) => {
    const need = (ok: boolean, path: string, message: string) =>
      ok || ctx.addIssue({ code: "custom", path: [path], message });
    if (v.destination === "fba") {
      need(!!v.amazonSiteId, "amazonSiteId", "validation.shipping.amazonSiteRequired");
      need(!!v.fbaShipmentId, "fbaShipmentId", "validation.shipping.fbaShipmentId");
    } else need(!!v.addressId, "addressId", "validation.shipping.addressRequired");
    need(!!v.clearancePersonId, "clearancePersonId", "validation.shipping.clearancePersonRequired");
  });
export type TShipmentCreate = z.input<typeof ZShipmentCreate>;

/** The /apply-goods choice: only the lines are checked there; where they go is chosen on /shipment. */
export const ZShipmentLines = z.object({ lines: ZShipmentCreate.shape.lines });
export type TShipmentParsed = z.output<typeof ZShipmentCreate>;

/** POST /shop/container/modifyContainerOrder: where and how a packing list goes, before packing starts. */
export const ZContainerModify = z.object({
  id: ZDbId,
  destination: z.enum(["fba", "address"]).optional(),
  amazonSiteId: z.preprocess(blankToUndefined, ZDbId.optional()),
  fbaShipmentId: ZFbaShipmentId,
  fbaWarehouseCode: ZFbaWarehouseCode,
  addressId: z.preprocess(blankToUndefined, ZDbId.optional()),
  clearancePersonId: z.preprocess(blankToUndefined, ZDbId.optional()),
  shippingMode: z.preprocess(blankToUndefined, codeOf(SHIPPING_MODE).optional()),
  remark: z.preprocess(blankToUndefined, ZPlainText(500, "validation.remarkLength").optional()),
  cancel: z.boolean().optional(),
});
export type TContainerModify = z.input<typeof ZContainerModify>;

export const ZContainerListQuery = ZPageQuery.extend({
  status: z.preprocess(blankToUndefined, codeOf(CONTAINER_STATUS).optional()),
  /** batch (packing-list) number, or part of it */
  containerNo: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(32, "validation.invalid")
      .regex(/^[A-Za-z0-9-]+$/, "validation.invalid")
      .optional(),
  ),
  ...ZDateRangeFields,
}).refine(dateRangeInOrder, { error: "validation.dateOrder" });
export type TContainerListQuery = z.input<typeof ZContainerListQuery>;

/** The goods in storage a packing list can take (getContainerOrderList, getObtainFBAOrder). */
export const ZStoredGoodsQuery = ZPageQuery.extend({
  /** order number or goods name */
  keyword: z.preprocess(blankToUndefined, ZPlainText(64).optional()),
  orderId: z.preprocess(blankToUndefined, ZDbId.optional()),
});
export type TStoredGoodsQuery = z.input<typeof ZStoredGoodsQuery>;

export const ZLabelCreate = z.object({
  fileUrl: z
    .string({ error: "validation.shipping.labelFile" })
    .trim()
    .min(1, "validation.shipping.labelFile")
    .max(1024),
  labelType: z.enum(LABEL_TYPES, { error: "validation.shipping.labelType" }),
  orderLineIds: z.array(ZDbId).max(200, "validation.invalid").default([]),
  fnsku: ZAmazonCode,
});
export type TLabelCreate = z.input<typeof ZLabelCreate>;

export const ZLabelListQuery = ZPageQuery.extend({
  containerId: z.preprocess(blankToUndefined, ZDbId.optional()),
  /** true: only labels not attached to a packing list yet */
  unattached: z.preprocess((v) => v === true || v === "true" || v === "1", z.boolean()).optional(),
});

export const ZIdBody = z.object({ id: ZDbId });

export const ZContainerPay = z.object({
  orderIds: z.array(ZDbId).max(LIMITS.maxOrderLines, "validation.tooManyLines").default([]),
  containerIds: z.array(ZDbId).max(LIMITS.maxOrderLines, "validation.tooManyLines").default([]),
  idempotencyKey: z.preprocess(blankToUndefined, ZIdempotencyKey.optional()),
});

// ── the agent's actions ──

const ZCm = z.coerce
  .number({ error: "validation.shipping.boxSize" })
  .int("validation.shipping.boxSize")
  .min(1, "validation.shipping.boxSize")
  .max(300, "validation.shipping.boxSize");
const ZGrams = z.coerce
  .number({ error: "validation.shipping.boxWeight" })
  .int("validation.shipping.boxWeight")
  .min(1, "validation.shipping.boxWeight")
  .max(70_000, "validation.shipping.boxWeight");

export const ZPacking = z.object({
  containerId: ZDbId,
  boxes: z
    .array(
      z
        .object({
          lengthCm: ZCm,
          widthCm: ZCm,
          heightCm: ZCm,
          actualWeightGrams: ZGrams,
          netWeightGrams: z.preprocess(blankToUndefined, ZGrams.optional()),
          items: z
            .array(z.object({ containerLineId: ZDbId, quantity: ZPieces("validation.shipping.quantityMin") }))
            .min(1, "validation.shipping.emptyBox")
            .max(200),
        })
        .refine((b) => b.netWeightGrams === undefined || b.netWeightGrams <= b.actualWeightGrams, {
          error: "validation.shipping.netOverGross",
          path: ["netWeightGrams"],
        }),
    )
    .min(1, "validation.shipping.emptyBox")
    .max(500),
  note: z.preprocess(blankToUndefined, ZPlainText(500).optional()),
});
export type TPacking = z.input<typeof ZPacking>;

export const ZBillPricing = z.object({
  containerId: ZDbId,
  otherFees: z
    .array(
      z.object({
        amountYen: z.coerce.number({ error: "validation.invalid" }).int().min(1).max(10_000_000),
        note: ZPlainText(200).pipe(z.string().min(1, "validation.required")),
      }),
    )
    .max(10)
    .default([]),
  note: z.preprocess(blankToUndefined, ZPlainText(500).optional()),
});
export type TBillPricing = z.input<typeof ZBillPricing>;

export const ZDispatch = z.object({
  containerId: ZDbId,
  carrier: z.string({ error: "validation.shipping.carrier" }).trim().toUpperCase(),
  /** tracking number per box number */
  boxes: z
    .array(
      z
        .object({
          boxNo: z.coerce.number().int().min(1),
          // the carrier's pattern is checked with the box's number (dispatchContainer); a scan past any of them
          // is told its limit and its box here, never cut by the field
          trackingNo: z.string().trim().toUpperCase(),
        })
        .superRefine((box, ctx) => {
          if (box.trackingNo.length > LIMITS.trackingNoMax)
            ctx.addIssue({
              code: "custom",
              path: ["trackingNo"],
              message: "validation.shipping.trackingTooLong",
              params: { boxNo: box.boxNo, max: LIMITS.trackingNoMax },
            });
        }),
    )
    .min(1)
    .max(500),
  masterTrackingNo: z.preprocess(
    blankToUndefined,
    z.string().trim().toUpperCase().max(64, "validation.textTooLong").optional(),
  ),
  note: z.preprocess(blankToUndefined, ZPlainText(500).optional()),
});
export type TDispatch = z.input<typeof ZDispatch>;

export const ZContainerNote = z.object({
  containerId: ZDbId,
  note: z.preprocess(blankToUndefined, ZPlainText(500).optional()),
});

export const ZBoxOrderListQuery = ZPageQuery.extend({
  status: z.preprocess(blankToUndefined, codeOf(CONTAINER_STATUS).optional()),
});
export const ZBoxOrderLinesQuery = ZPageQuery.extend({
  boxOrderId: z.preprocess(blankToUndefined, ZDbId.optional()),
  containerId: z.preprocess(blankToUndefined, ZDbId.optional()),
});

// ── after dispatch (docs/shipping.md "After dispatch") ──

const ZYenField = (max: number) =>
  z.coerce
    .number({ error: "validation.shipping.chargeYen" })
    .int("validation.shipping.chargeYen")
    .min(0, "validation.shipping.chargeYen")
    .max(max, "validation.shipping.chargeYen");

/** The carrier re-weighed the shipment: its chargeable weight for all boxes, in grams. */
export const ZShippingAdjustment = z.object({
  containerId: ZDbId,
  carrierGrams: z.coerce
    .number({ error: "validation.shipping.carrierWeight" })
    .int("validation.shipping.carrierWeight")
    .min(1, "validation.shipping.carrierWeight")
    .max(10_000_000, "validation.shipping.carrierWeight"),
  reason: ZPlainText(500).pipe(z.string().min(1, "validation.required")),
  idempotencyKey: ZIdempotencyKey,
});
export type TShippingAdjustment = z.input<typeof ZShippingAdjustment>;

/** Duty and import consumption tax (national, local) paid at clearance, from the import permit. */
export const ZCustomsDuty = z
  .object({
    containerId: ZDbId,
    dutyYen: ZYenField(10_000_000),
    consumptionTaxYen: ZYenField(10_000_000),
    localTaxYen: ZYenField(10_000_000),
    declarationNo: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .regex(/^[0-9A-Z-]{1,32}$/i, "validation.shipping.declarationNo")
        .optional(),
    ),
    note: z.preprocess(blankToUndefined, ZPlainText(500).optional()),
    idempotencyKey: ZIdempotencyKey,
  })
  .refine((d) => d.dutyYen + d.consumptionTaxYen + d.localTaxYen > 0, {
    message: "validation.shipping.chargeYen",
    path: ["dutyYen"],
  });
export type TCustomsDuty = z.input<typeof ZCustomsDuty>;

// ── the packing desk (docs/shipping.md "Packing desk") ──

export const ZPackingDeskQuery = ZPageQuery.extend({
  step: z.preprocess(
    blankToUndefined,
    z.enum(PACKING_STEPS, { error: "validation.invalid" }).default("pack"),
  ),
  /** a packing-list number (or its start), a packing list or seller id, a seller's e-mail, a box's tracking no */
  q: z.preprocess(blankToUndefined, ZPlainText(254).optional()),
});
export type TPackingDeskQuery = z.infer<typeof ZPackingDeskQuery>;

/** A printed document's paper: A4 sheets or 100 × 150 mm labels. */
export const ZPrintQuery = z.object({
  size: z.preprocess(
    blankToUndefined,
    z.enum(["a4", "label"], { error: "validation.invalid" }).default("a4"),
  ),
});

/** The agent cancels a packing list: the seller is told why. */
export const ZContainerCancel = ZContainerNote.extend({
  note: ZPlainText(500).pipe(z.string().min(1, "validation.shipping.cancelReason")),
});
