import { getDb } from "@/lib/db/client";
import type { Locale } from "@/lib/i18n/locales";
import { PREFECTURES, prefectureCode } from "./prefectures";

type RegionRow = { id: number; code: string; nameJa: string; nameEn: string; nameZh: string; nameKo: string };

export type RegionView = RegionRow & { name: string };

/** A prefecture's name in the reader's language. */
export function regionName(r: Omit<RegionRow, "id" | "code">, locale: Locale): string {
  return { ja: r.nameJa, "zh-cn": r.nameZh, "en-us": r.nameEn, ko: r.nameKo }[locale];
}

/**
 * The prefectures are reference data every shop needs, not only the demo: a database without them
 * (fresh, no DEMO_SEED) gets the 47 on first read. Idempotent and safe to race (unique code, skipDuplicates).
 */
export async function ensurePrefectures(): Promise<void> {
  await getDb().region.createMany({
    data: PREFECTURES.map(([nameJa, nameEn, nameZh, nameKo], i) => ({
      code: prefectureCode(i),
      nameJa,
      nameEn,
      nameZh,
      nameKo,
      sort: i + 1,
    })),
    skipDuplicates: true,
  });
}

const select = { id: true, code: true, nameJa: true, nameEn: true, nameZh: true, nameKo: true } as const;

/** GET /system/new/area/jp: the 47 prefectures in JIS order, named in the reader's language. */
export async function listRegions(locale: Locale): Promise<RegionView[]> {
  const read = () => getDb().region.findMany({ select, orderBy: [{ sort: "asc" }, { id: "asc" }] });
  let rows = await read();
  if (rows.length < PREFECTURES.length) {
    await ensurePrefectures();
    rows = await read();
  }
  return rows.map((r) => ({ ...r, name: regionName(r, locale) }));
}
