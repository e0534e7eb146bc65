import { getDb } from "@/lib/db/client";

/**
 * GET /aws/amazonSite/info/list: active Amazon marketplaces grouped by country code, the way the client
 * reads them (`data.JP`). Filters: countryCode (exact, case-insensitive), siteNameEn (contains).
 */
export async function amazonSitesByCountry(filter: { countryCode?: string; siteNameEn?: string }) {
  const sites = await getDb().amazonSite.findMany({
    where: {
      active: true,
      ...(filter.countryCode ? { countryCode: filter.countryCode.toUpperCase() } : {}),
      ...(filter.siteNameEn ? { siteNameEn: { contains: filter.siteNameEn, mode: "insensitive" } } : {}),
    },
    orderBy: [{ sort: "asc" }, { id: "asc" }],
  });
  const grouped: Record<
    string,
    { id: number; siteId: string; siteNameEn: string; countryCode: string; marketplace: string }[]
  > = {};
  for (const s of sites) {
    (grouped[s.countryCode] ??= []).push({
      id: s.id,
      siteId: s.siteId,
      siteNameEn: s.siteNameEn,
      countryCode: s.countryCode,
      marketplace: s.marketplace,
    });
  }
  return grouped;
}
export type AmazonSiteView = Awaited<ReturnType<typeof amazonSitesByCountry>>[string][number];
