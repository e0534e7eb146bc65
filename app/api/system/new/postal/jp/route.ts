import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { addressPostalLookup } from "@/lib/api/endpoints/addresses";
import { lookupPostalCode } from "@/lib/addresses/postal-codes";

/** Postal code → `[{prefectureCode, prefecture, city, town}]` (public; unknown code → []). */
export const GET = serve(addressPostalLookup, async ({ query }) => ok(lookupPostalCode(query.code)));

export * from "@/lib/api/method-not-allowed";
