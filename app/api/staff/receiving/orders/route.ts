import { ok } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { staffReceivingLookup } from "@/lib/api/endpoints/staffWarehouse";
import { lookupArrivals } from "@/lib/warehouse/receiving";

/** What a scan (or a typed order number) opens: the orders, their lines and pieces still expected. */
export const GET = serve(staffReceivingLookup, async ({ query, t }) => ok(await lookupArrivals(query, t)));

export * from "@/lib/api/method-not-allowed";
