import { z } from "zod";
import { endpoint } from "@/lib/api/contract/endpoint";
import { ZIdParams } from "@/lib/api/contract/common";
import { PACKING_STEPS } from "@/lib/shipping/packing-steps";
import { ZStepCounts, ZStepCountsQuery } from "@/lib/staff/step-counts";
import {
  ZBillPricing,
  ZContainerCancel,
  ZContainerNote,
  ZCustomsDuty,
  ZDispatch,
  ZPacking,
  ZPackingDeskQuery,
  ZPrintQuery,
  ZShippingAdjustment,
} from "@/lib/validation/shipping";
import { ZPackingDeskContainer, ZPackingDeskRow } from "./staffPacking.views";

/**
 * The packing desk of the staff console (docs/shipping.md "Packing desk"). Each action is the domain function
 * of its `op:packing` sub-command with the member as the audit actor. Reading and printing: `shipping.work`;
 * the warehouse's steps: `shipping.pack`; money (the bill, charges after dispatch): `shipping.bill`.
 * The examples act on the demo's packing lists no seller example changes: 9 (11) confirmed, 8 (6) started,
 * 7 (0) packed, 6 (7) billed and then cancelled, 2 (3) dispatched, 5 (4) cleared, 1 (4, cleared) adjusted
 * and charged duty.
 */

const tag = "Staff: packing";
const int = z.number().int();
const ZMoved = z.object({ containerId: int, status: int });
const ZCharged = z.object({
  chargeId: int,
  containerId: int,
  amountYen: int,
  balanceYen: int,
  replayed: z.boolean(),
});

export const staffPackingContainers = endpoint({
  method: "GET",
  path: "/staff/packing/containers",
  summary: "Packing lists by the agent's next step, the longest waiting first (dispatched: the latest first)",
  tag,
  access: "staff",
  permission: "shipping.work",
  query: ZPackingDeskQuery,
  envelope: "paged",
  response: ZPackingDeskRow,
  example: { query: { step: "pack", pageNum: 1, pageSize: 20 } },
});

export const staffPackingSteps = endpoint({
  method: "GET",
  path: "/staff/packing/steps",
  summary:
    "How many packing lists each step's tab holds, or a search finds there (each count stops at the cap)",
  tag,
  access: "staff",
  permission: "shipping.work",
  query: ZStepCountsQuery,
  envelope: "data",
  response: ZStepCounts(PACKING_STEPS),
  example: { query: { q: "demo@example.com" } },
});

export const staffPackingContainer = endpoint({
  method: "GET",
  path: "/staff/packing/containers/{id}",
  summary: "One packing list with locations, labels, materials, boxes (FBA limits), bill and charges",
  tag,
  access: "staff",
  permission: "shipping.work",
  params: ZIdParams,
  envelope: "data",
  response: ZPackingDeskContainer,
  example: { params: { id: 4 } },
});

export const staffPackingLabels = endpoint({
  method: "GET",
  path: "/staff/packing/containers/{id}/labels",
  summary: "Box labels (PDF): number, box n of N, weight, destination, Code 128 of the box id",
  tag,
  access: "staff",
  permission: "shipping.work",
  params: ZIdParams,
  query: ZPrintQuery,
  envelope: "file",
  fileType: "application/pdf",
  response: z.undefined(),
  example: { params: { id: 1 }, query: { size: "label" } },
});

export const staffPackingList = endpoint({
  method: "GET",
  path: "/staff/packing/containers/{id}/packingList",
  summary: "The packing list (PDF): the lines to pick by location before packing, each box's contents after",
  tag,
  access: "staff",
  permission: "shipping.work",
  params: ZIdParams,
  query: ZPrintQuery,
  envelope: "file",
  fileType: "application/pdf",
  response: z.undefined(),
  example: { params: { id: 7 }, query: { size: "a4" } },
});

export const staffPackingConfirm = endpoint({
  method: "POST",
  path: "/staff/packing/confirm",
  summary: "FBA shipment id and labels checked: the packing list can be packed (11 → 6)",
  tag,
  access: "staff",
  permission: "shipping.pack",
  body: ZContainerNote,
  envelope: "data",
  response: ZMoved,
  example: { body: { containerId: 9, note: "FBA納品プランを確認しました" } },
});

export const staffPackingStart = endpoint({
  method: "POST",
  path: "/staff/packing/start",
  summary: "Packing starts (6 → 0); from now on only customer service can cancel",
  tag,
  access: "staff",
  permission: "shipping.pack",
  body: ZContainerNote,
  envelope: "data",
  response: ZMoved,
  example: { body: { containerId: 8 } },
});

export const staffPackingPack = endpoint({
  method: "POST",
  path: "/staff/packing/pack",
  summary: "The boxes as packed (0 → 7): size, weights, contents; FBA boxes within Amazon Japan's limits",
  tag,
  access: "staff",
  permission: "shipping.pack",
  body: ZPacking,
  envelope: "data",
  response: ZMoved.extend({ actualGrams: int, volumeCm3: int, volumetricGrams: int, chargeGrams: int }),
  example: {
    body: {
      containerId: 7,
      boxes: [
        {
          lengthCm: 60,
          widthCm: 40,
          heightCm: 40,
          actualWeightGrams: 9000,
          items: [
            { containerLineId: 13, quantity: 15 },
            { containerLineId: 14, quantity: 15 },
          ],
        },
      ],
    },
  },
});

export const staffPackingBill = endpoint({
  method: "POST",
  path: "/staff/packing/bill",
  summary: "Bills the packed boxes (7 → 1) with the shipping table, and other fees with a note",
  tag,
  access: "staff",
  permission: "shipping.bill",
  body: ZBillPricing,
  envelope: "data",
  response: ZMoved.extend({ totalYen: int }),
  example: { body: { containerId: 6, otherFees: [{ amountYen: 500, note: "離島配送料" }] } },
});

export const staffPackingCancel = endpoint({
  method: "POST",
  path: "/staff/packing/cancel",
  summary:
    "Cancels a packing list before payment (→ 5) with the reason the seller is told; goods back in storage",
  tag,
  access: "staff",
  permission: "shipping.pack",
  body: ZContainerCancel,
  envelope: "data",
  response: ZMoved.extend({ orderIds: z.array(int) }),
  example: { body: { containerId: 6, note: "お客様のご依頼により取り消しました" } },
});

export const staffPackingDispatch = endpoint({
  method: "POST",
  path: "/staff/packing/dispatch",
  summary: "Dispatched (3 → 4): the international carrier and each box's tracking number",
  tag,
  access: "staff",
  permission: "shipping.pack",
  body: ZDispatch,
  envelope: "data",
  response: ZMoved.extend({ orderIds: z.array(int) }),
  example: {
    body: {
      containerId: 2,
      carrier: "EMS",
      boxes: [
        { boxNo: 1, trackingNo: "EB100000001CN" },
        { boxNo: 2, trackingNo: "EB100000002CN" },
        { boxNo: 3, trackingNo: "EB100000003CN" },
        { boxNo: 4, trackingNo: "EB100000004CN" },
      ],
    },
  },
});

export const staffPackingCleared = endpoint({
  method: "POST",
  path: "/staff/packing/cleared",
  summary: "Japanese customs released the shipment: the carrier's tracking opens to the seller",
  tag,
  access: "staff",
  permission: "shipping.pack",
  body: ZContainerNote,
  envelope: "data",
  response: ZMoved.extend({ replayed: z.boolean() }),
  example: { body: { containerId: 5 } },
});

export const staffPackingAdjust = endpoint({
  method: "POST",
  path: "/staff/packing/adjust",
  summary: "The carrier's re-weighed freight against the bill: the difference charged or refunded (type 16)",
  tag,
  access: "staff",
  permission: "shipping.bill",
  body: ZShippingAdjustment,
  envelope: "data",
  response: ZCharged,
  example: {
    body: {
      containerId: 1,
      carrierGrams: 64_000,
      reason: "EMS再計量：64kg",
      idempotencyKey: "contract-adjust-1",
    },
  },
});

export const staffPackingDuty = endpoint({
  method: "POST",
  path: "/staff/packing/duty",
  summary:
    "Duty and import consumption tax paid at clearance for the seller, from the import permit (type 17)",
  tag,
  access: "staff",
  permission: "shipping.bill",
  body: ZCustomsDuty,
  envelope: "data",
  response: ZCharged,
  example: {
    body: {
      containerId: 1,
      dutyYen: 3_200,
      consumptionTaxYen: 6_100,
      localTaxYen: 1_700,
      declarationNo: "1234567890",
      idempotencyKey: "contract-duty-1",
    },
  },
});
