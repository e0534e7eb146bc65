import { getDb } from "@/lib/db/client";
import type { Locale } from "@/lib/i18n/locales";
import { nameIn } from "@/lib/i18n/localized-name";

type RegionRow = { id: number; code: string; nameJa: string; nameEn: string; nameZh: string; nameKo: string };

export type RegionView = RegionRow & { name: string };

/** A prefecture's name in the reader's language. */
export const regionName = (r: Omit<RegionRow, "id" | "code">, locale: Locale): string => nameIn(r, locale);

const select = { id: true, code: true, nameJa: true, nameEn: true, nameZh: true, nameKo: true } as const;

/**
 * GET /system/new/area/jp: the 47 prefectures in JIS order, named in the reader's language. The rows are
 * reference data a migration inserts (prisma/migrations/20261126001500_prefectures); a GET only reads.
 */
export async function listRegions(locale: Locale): Promise<RegionView[]> {
  const rows = await getDb().region.findMany({ select, orderBy: [{ sort: "asc" }, { id: "asc" }] });
  return rows.map((r) => ({ ...r, name: regionName(r, locale) }));
}
