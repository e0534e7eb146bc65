import { z } from "zod";
import { ZTime, ZTimeOrNull } from "@/lib/api/contract/common";
import { ZDeskCustomer } from "./staffFinance.views";

/** What the purchase desk reads (lib/warehouse/purchase-desk.ts deskOrderView). */

const int = z.number().int();

export const ZPurchaseDeskLine = z.object({
  id: int,
  goodsName: z.string(),
  goodsImageUrl: z.string().nullable(),
  goodsUrl: z.string().nullable(),
  skuId: z.string().nullable(),
  specs: z.string().nullable(),
  quantity: int,
  unitPrice: z.number(),
  purchaseUnitPrice: z.number().nullable(),
  proposedPrice: z.number().nullable(),
  referenceImages: z.array(z.string()),
});

export const ZPurchaseDeskOrder = z.object({
  id: int,
  orderNo: z.string(),
  orderStatus: int,
  orderStatusLabel: z.string(),
  agentOrder: z.boolean(),
  priceCheck: z.enum(["none", "toCheck", "proposed", "confirmed"]),
  priceProposalYen: int.nullable(),
  platform: z.string(),
  shopName: z.string().nullable(),
  customer: ZDeskCustomer,
  remark: z.string().nullable(),
  goodsAmount: z.number(),
  goodsAmountYen: int,
  paidYen: int,
  rate: z.number(),
  supplierOrderNo: z.string().nullable(),
  purchaseAmount: z.number().nullable(),
  purchaseRefundYen: int,
  purchaseTime: ZTimeOrNull,
  payTime: ZTimeOrNull,
  createTime: ZTime,
  lines: z.array(ZPurchaseDeskLine),
  actions: z.object({
    purchase: z.boolean(),
    confirmPrice: z.boolean(),
    ship: z.boolean(),
    cannotPurchase: z.boolean(),
    close: z.boolean(),
  }),
});
