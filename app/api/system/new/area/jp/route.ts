import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { addressRegions } from "@/lib/api/endpoints/addresses";
import { listRegions } from "@/lib/addresses/regions";

/** The 47 prefectures (public): id, code, name in the request language, and every language's name. */
export const GET = serve(addressRegions, async ({ locale }) => ok(await listRegions(locale)));

export * from "@/lib/api/method-not-allowed";
