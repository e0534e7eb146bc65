import { z } from "zod";
import { ZTime, ZTimeOrNull } from "@/lib/api/contract/common";
import { ZDeskCustomer } from "./staffFinance.views";

/** What the inspection desk reads (lib/warehouse/inspection-desk.ts deskOrderView). */

const int = z.number().int();

export const ZInspectionDeskLine = z.object({
  id: int,
  goodsName: z.string(),
  goodsImageUrl: z.string().nullable(),
  skuId: z.string().nullable(),
  specs: z.string().nullable(),
  quantity: int,
  arrivedQty: int,
  checkedQty: int,
  passedQty: int,
  badQty: int,
  toInspect: int,
  inspectionImages: z.array(z.string()),
  measuredWeightGrams: int.nullable(),
  measuredLengthCm: int.nullable(),
  measuredWidthCm: int.nullable(),
  measuredHeightCm: int.nullable(),
});

export const ZInspectionDeskOrder = z.object({
  id: int,
  orderNo: z.string(),
  orderStatus: int,
  orderStatusLabel: z.string(),
  customer: ZDeskCustomer,
  remark: z.string().nullable(),
  storageType: int.nullable(),
  inventoryStatus: int.nullable(),
  locationCode: z.string().nullable(),
  createTime: ZTime,
  arrivalTime: ZTimeOrNull,
  inspectionTime: ZTimeOrNull,
  storageTime: ZTimeOrNull,
  lines: z.array(ZInspectionDeskLine),
  actions: z.object({ start: z.boolean(), inspect: z.boolean(), store: z.boolean(), locate: z.boolean() }),
});
