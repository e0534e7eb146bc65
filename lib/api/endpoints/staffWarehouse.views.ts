import { z } from "zod";
import { ZTime, ZTimeOrNull } from "@/lib/api/contract/common";

/** What the warehouse desks read (lib/warehouse/receiving.ts). */

const int = z.number().int();
const text = z.string();
const textOrNull = z.string().nullable();

/** An order line as the receiving desk counts it in (receiving.ts lookupArrivals). */
const ZReceivingLine = z.object({
  id: int,
  goodsName: text,
  goodsImageUrl: textOrNull,
  specs: textOrNull,
  skuId: textOrNull,
  quantity: int,
  arrivedQty: int,
  expectedQty: int,
});

/**
 * The orders of a scanned tracking number or order number, which of the two found them, and the parcel's open
 * unmatched arrival (a tracking number's only).
 */
export const ZReceivingLookupView = z.object({
  foundBy: z.enum(["trackingNo", "orderNo"]),
  orders: z.array(
    z.object({
      id: int,
      orderNo: text,
      orderStatus: int,
      statusLabel: text,
      receivable: z.boolean(),
      domesticCarrier: textOrNull,
      domesticTrackingNo: textOrNull,
      shipTime: ZTimeOrNull,
      lines: z.array(ZReceivingLine),
    }),
  ),
  unmatched: z.object({ id: int, createTime: ZTime, flagged: z.boolean() }).nullable(),
});

/** An order whose parcel the warehouse expects (receiving.ts listExpectedArrivals). */
export const ZExpectedArrivalView = z.object({
  id: int,
  orderNo: text,
  orderStatus: int,
  statusLabel: text,
  customer: z.object({ id: int, userName: text, email: text, companyName: textOrNull }),
  domesticCarrier: textOrNull,
  domesticTrackingNo: textOrNull,
  shipTime: ZTimeOrNull,
  createTime: ZTime,
});

/** A parcel recorded without a matching order (receiving.ts unmatchedView). */
export const ZUnmatchedArrivalView = z.object({
  id: int,
  trackingNo: text,
  carrier: textOrNull,
  labelText: textOrNull,
  weightGrams: int,
  photoUrl: textOrNull,
  recordedBy: text,
  createTime: ZTime,
  openDays: int,
  flagged: z.boolean(),
  flagTime: ZTimeOrNull,
  matchedOrder: z.object({ id: int, orderNo: text }).nullable(),
  matchTime: ZTimeOrNull,
  matchedBy: textOrNull,
});

/** What an arrival did to its order (recordArrival). */
export const ZArrivalResultView = z.object({
  orderId: int,
  orderStatus: int,
  pieces: int,
  missing: int,
});
