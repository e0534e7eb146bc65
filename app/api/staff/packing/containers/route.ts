import { paged } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { staffPackingContainers } from "@/lib/api/endpoints/staffPacking";
import { listPackingDesk } from "@/lib/shipping/packing-desk";

/** The packing desk's step: packing lists waiting for the agent, the longest waiting first. */
export const GET = serve(staffPackingContainers, async ({ query }) => {
  const { total, rows } = await listPackingDesk(query);
  return paged(total, rows);
});

export * from "@/lib/api/method-not-allowed";
