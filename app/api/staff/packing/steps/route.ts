import { ok } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { staffPackingSteps } from "@/lib/api/endpoints/staffPacking";
import { countPackingSteps } from "@/lib/shipping/packing-desk";

/** The packing desk's search counted on every tab: where the packing lists it finds are waiting. */
export const GET = serve(staffPackingSteps, async ({ query }) => ok(await countPackingSteps(query.q)));

export * from "@/lib/api/method-not-allowed";
