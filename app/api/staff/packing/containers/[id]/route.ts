import { ok } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { staffPackingContainer } from "@/lib/api/endpoints/staffPacking";
import { getPackingDeskContainer } from "@/lib/shipping/packing-desk";

/** One packing list at the bench: what to pick where, labels, materials, boxes, bill and charges. */
export const GET = serve(staffPackingContainer, async ({ params, locale }) =>
  ok(await getPackingDeskContainer(params.id, locale)),
);

export * from "@/lib/api/method-not-allowed";
