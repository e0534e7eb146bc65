import type { Locale } from "./locales";

/** A row that keeps its name in each of the four languages (plans, materials, cases, prefectures). */
export type LocalizedNames = { nameJa: string; nameZh: string; nameEn: string; nameKo: string };

/** The row's name in the reader's language. */
export const nameIn = (row: LocalizedNames, locale: Locale): string =>
  ({ ja: row.nameJa, "zh-cn": row.nameZh, "en-us": row.nameEn, ko: row.nameKo })[locale];
