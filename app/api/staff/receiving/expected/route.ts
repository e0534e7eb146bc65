import { paged } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { staffReceivingExpected } from "@/lib/api/endpoints/staffWarehouse";
import { listExpectedArrivals } from "@/lib/warehouse/receiving";

/** The parcels expected to arrive: the orders the dashboard's "arrivals expected" counts, oldest shipment first. */
export const GET = serve(staffReceivingExpected, async ({ query, t }) => {
  const { total, rows } = await listExpectedArrivals(query, t);
  return paged(total, rows);
});

export * from "@/lib/api/method-not-allowed";
