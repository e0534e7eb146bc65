import { PUBLISH_STATUS } from "@/lib/codes";
import { AppError } from "@/lib/errors";
import { LOCALE_LABELS, type Locale } from "@/lib/i18n/locales";
import { japanWallClock } from "@/lib/japan-time";
import type { ContentTarget } from "@/lib/validation/content";

/**
 * Rules the content desk applies to announcements and guide articles alike (docs/staff.md "Content desk"):
 * which statuses a row may move between, when a row is complete enough for sellers, which fields an edit
 * changed. The rows are named by language here (ja, zh, en, ko); the guide table's "Kr" columns are mapped
 * to ko by its own module.
 */

export type Texts = {
  titleJa: string;
  titleZh: string;
  titleEn: string;
  titleKo: string;
  contentJa: string;
  contentZh: string;
  contentEn: string;
  contentKo: string;
};

const LANGUAGES = [
  ["ja", "Ja"],
  ["zh-cn", "Zh"],
  ["en-us", "En"],
  ["ko", "Ko"],
] as const satisfies readonly (readonly [Locale, string])[];

/** The text of a row in a language, falling back to Japanese where that language is still empty. */
export function localized(texts: Texts, locale: Locale): { title: string; content: string } {
  const suffix = LANGUAGES.find(([l]) => l === locale)![1];
  return {
    title: texts[`title${suffix}`] || texts.titleJa,
    content: texts[`content${suffix}`] || texts.contentJa,
  };
}

/**
 * Sellers read a row in their own language, so a row is published only with a title and a body in all four;
 * the answer names the languages still missing (in their own script, readable in every console language).
 */
export function assertComplete(texts: Texts): void {
  const missing = LANGUAGES.filter(([, s]) => !texts[`title${s}`].trim() || !texts[`content${s}`].trim());
  if (missing.length)
    throw new AppError("CONTENT_INCOMPLETE", {
      languages: missing.map(([l]) => LOCALE_LABELS[l]).join(", "),
    });
}

export const TARGET_STATUS: Readonly<Record<ContentTarget, number>> = {
  published: PUBLISH_STATUS.PUBLISHED,
  draft: PUBLISH_STATUS.DRAFT,
  archived: PUBLISH_STATUS.ARCHIVED,
};

export const statusName = (status: number): ContentTarget =>
  status === PUBLISH_STATUS.PUBLISHED
    ? "published"
    : status === PUBLISH_STATUS.ARCHIVED
      ? "archived"
      : "draft";

/**
 * The audit action of a move between statuses, or null when the row is there already (a second click
 * answers the first result). An archived row goes back to draft before it can be published again.
 */
export function transition(from: number, to: number): "publish" | "unpublish" | "archive" | "restore" | null {
  if (from === to) return null;
  if (to === PUBLISH_STATUS.ARCHIVED) return "archive";
  if (from === PUBLISH_STATUS.ARCHIVED) {
    if (to === PUBLISH_STATUS.PUBLISHED) throw new AppError("CONTENT_ARCHIVED");
    return "restore";
  }
  return to === PUBLISH_STATUS.PUBLISHED ? "publish" : "unpublish";
}

type Comparable = string | number | boolean | Date;
const same = (a: Comparable, b: Comparable) =>
  a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b;

/** The fields `next` changes on `row`, before and after; empty when the edit changes nothing. */
export function changedFields<N extends Record<string, Comparable | undefined>>(
  row: { [K in keyof N]: Comparable },
  next: N,
): { before: Partial<Record<keyof N, Comparable>>; after: { [K in keyof N]?: Exclude<N[K], undefined> } } {
  const before: Partial<Record<keyof N, Comparable>> = {};
  const after: { [K in keyof N]?: Exclude<N[K], undefined> } = {};
  for (const key of Object.keys(next) as (keyof N)[]) {
    const value = next[key];
    if (value === undefined || same(row[key], value)) continue;
    before[key] = row[key];
    after[key] = value as Exclude<N[typeof key], undefined>;
  }
  return { before, after };
}

/** A Japan wall-clock minute for the desk's datetime-local field, "YYYY-MM-DDTHH:mm". */
export function japanMinute(value: Date): string {
  const p = japanWallClock(value);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** The text of a row exactly as a seller reading in `locale` gets it: that language's fields, no fallback. */
export function inLanguage(texts: Texts, locale: Locale): { title: string; content: string } {
  const suffix = LANGUAGES.find(([l]) => l === locale)![1];
  return { title: texts[`title${suffix}`], content: texts[`content${suffix}`] };
}
