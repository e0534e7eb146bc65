import { z } from "zod";
import { ZTime, ZTimeOrNull } from "@/lib/api/contract/common";
import { ZDeskCustomer } from "./staffFinance.views";

/** What the defects desk reads (lib/problems/defects-desk.ts deskProblemView). */

const int = z.number().int();

export const ZDefectsDeskProblem = z.object({
  id: int,
  problemType: int,
  problemTypeLabel: z.string(),
  processStatus: int,
  handling: int.nullable(),
  handlingLabel: z.string().nullable(),
  quantity: int,
  pieces: int,
  applyNote: z.string().nullable(),
  applyFiles: z.array(z.string()),
  applyTime: ZTimeOrNull,
  description: z.string().nullable(),
  images: z.array(z.string()),
  agentReply: z.string().nullable(),
  feeYen: int,
  feeQuoted: z.boolean(),
  feePaid: z.boolean(),
  feePaidTime: ZTimeOrNull,
  refundYen: int,
  createTime: ZTime,
  updateTime: ZTime,
  order: z.object({
    id: int,
    orderNo: z.string(),
    orderStatus: int,
    orderStatusLabel: z.string(),
    paidYen: int,
    goodsAmountYen: int,
  }),
  line: z
    .object({
      id: int,
      goodsName: z.string(),
      goodsImageUrl: z.string().nullable(),
      specs: z.string().nullable(),
      quantity: int,
    })
    .nullable(),
  customer: ZDeskCustomer,
  actions: z.object({
    quote: z.boolean(),
    sendBack: z.boolean(),
    split: z.boolean(),
    returned: z.boolean(),
    destroyed: z.boolean(),
    reject: z.boolean(),
    withdraw: z.boolean(),
  }),
});
