import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { catalogueAmazonSites } from "@/lib/api/endpoints/catalogue";
import { amazonSitesByCountry } from "@/lib/amazon/sites";

/** Amazon marketplaces grouped by country code: `data = { JP: [...], US: [...] }`. */
export const GET = serve(catalogueAmazonSites, async ({ query }) => ok(await amazonSitesByCountry(query)));

export * from "@/lib/api/method-not-allowed";
