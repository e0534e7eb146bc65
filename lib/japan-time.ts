/**
 * Japan time, the shop's one clock for days and times (SPEC §9): what the screens show, the days the date
 * pickers and filters mean, the date in order and packing-list numbers. Japan has kept UTC+9 all year since
 * 1951 (no daylight saving), so a fixed offset turns instants into its wall clock and back. Browser-safe.
 */
export const JAPAN_TIME_ZONE = "Asia/Tokyo";
const JAPAN_UTC_OFFSET = "+09:00";
export const JAPAN_UTC_OFFSET_MS = 9 * 60 * 60 * 1000;

export type JapanWallClock = Record<"year" | "month" | "day" | "hour" | "minute" | "second", string>;

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/**
 * The Japan wall clock at an instant, zero-padded: year, month, day, hour (00–23), minute, second. Plain
 * arithmetic, not a time-zone-aware Intl.DateTimeFormat: making one cost a phone ≈ 45 ms of every page
 * load at Lighthouse's 4× slowdown (docs/performance.md).
 */
export function japanWallClock(value: Date | string): JapanWallClock {
  const ms = (typeof value === "string" ? new Date(value) : value).getTime();
  if (Number.isNaN(ms)) throw new RangeError("Invalid time value");
  const j = new Date(ms + JAPAN_UTC_OFFSET_MS);
  return {
    year: pad(j.getUTCFullYear(), 4),
    month: pad(j.getUTCMonth() + 1),
    day: pad(j.getUTCDate()),
    hour: pad(j.getUTCHours()),
    minute: pad(j.getUTCMinutes()),
    second: pad(j.getUTCSeconds()),
  };
}

/** The Japan day of an instant, YYYY-MM-DD. */
export function japanYmd(value: Date | string): string {
  const p = japanWallClock(value);
  return `${p.year}-${p.month}-${p.day}`;
}

/** The Japan day of an instant as YYYYMMDD, the date part of order and packing-list numbers. */
export const japanDateStamp = (value: Date | string) => japanYmd(value).replaceAll("-", "");

/** The instant of a Japan wall-clock time, `YYYY-MM-DDTHH:mm:ss` (optionally with `.sss`). */
export function japanInstant(localIso: string): Date {
  return new Date(`${localIso}${JAPAN_UTC_OFFSET}`);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The instants a filter of Japan days selects: from the start day's 00:00 to the end of the end day, Japan
 * time; a bound with a time of day (`YYYY-MM-DD HH:mm:ss`, the date pickers' 23:59:59) counts to the end of
 * that second. The end is exclusive (`lt`), so no fraction of the last second is lost. Undefined when neither
 * bound is given. Every list filtered by creation date (orders, packing lists, defects, account records)
 * takes its range from here; the bounds come validated (lib/validation/date-range.ts, ZDay).
 */
export function japanDayRange(start?: string, end?: string): { gte?: Date; lt?: Date } | undefined {
  if (!start && !end) return undefined;
  const from = (s: string) => japanInstant(s.length === 10 ? `${s}T00:00:00` : s.replace(" ", "T"));
  const until = (s: string) => new Date(from(s).getTime() + (s.length === 10 ? DAY_MS : 1_000));
  return { ...(start ? { gte: from(start) } : {}), ...(end ? { lt: until(end) } : {}) };
}
