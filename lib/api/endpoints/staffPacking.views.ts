import { z } from "zod";
import { ZTime } from "@/lib/api/contract/common";
import { ZContainerDetailView, ZContainerRowView } from "./shipping";
import { ZDeskCustomer } from "./staffFinance.views";

/** What the packing desk reads (lib/shipping/packing-desk.ts). */

const int = z.number().int();
const detail = ZContainerDetailView.shape;

export const ZPackingDeskRow = ZContainerRowView.extend({ customer: ZDeskCustomer, updateTime: ZTime });

export const ZPackingDeskContainer = ZContainerDetailView.extend({
  customer: ZDeskCustomer,
  lines: z.array(
    detail.lines.element.extend({
      /** the shelf / bin of the line's order (inspection desk) */
      locationCode: z.string().nullable(),
      /** one piece as measured at inspection, where known */
      measuredWeightGrams: int.nullable(),
      measuredSizeCm: z.array(int).length(3).nullable(),
    }),
  ),
  boxes: z.array(detail.boxes.element.extend({ heavy: z.boolean() })),
  deskActions: z.object({
    confirm: z.boolean(),
    start: z.boolean(),
    pack: z.boolean(),
    bill: z.boolean(),
    dispatch: z.boolean(),
    cleared: z.boolean(),
    charge: z.boolean(),
    cancel: z.boolean(),
    printLabels: z.boolean(),
  }),
});
