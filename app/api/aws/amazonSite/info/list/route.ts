import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { amazonSitesByCountry } from "@/lib/amazon/sites";
import { ZAmazonSiteQuery } from "@/lib/validation/cart";

/** Amazon marketplaces grouped by country code: `data = { JP: [...], US: [...] }`. */
export const GET = route({ query: ZAmazonSiteQuery }, async ({ query }) =>
  ok(await amazonSitesByCountry(query)),
);

export * from "@/lib/api/method-not-allowed";
