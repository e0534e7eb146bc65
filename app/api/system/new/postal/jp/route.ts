import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { lookupPostalCode } from "@/lib/addresses/postal-codes";
import { ZPostalLookup } from "@/lib/validation/address";

/** Postal code → `[{prefectureCode, prefecture, city, town}]` (public; unknown code → []). */
export const GET = route({ query: ZPostalLookup }, async ({ query }) => ok(lookupPostalCode(query.code)));

export * from "@/lib/api/method-not-allowed";
