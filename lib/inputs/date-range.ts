import { LIMITS } from "@/lib/codes";
import { japanInstant } from "@/lib/japan-time";

/**
 * Date-range rules (SPEC §5): pickable from 2022-01-01 to 2030-12-31; a range may be a single day; the end
 * is set to 23:59:59. With unix output the start is noon of the start day and the end 23:59:59 of the end
 * day. Days are Japan days (UTC+9, no daylight saving), like every date the shop shows.
 */
export const DATE_MIN = LIMITS.dateMin;
export const DATE_MAX = LIMITS.dateMax;
const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day in YYYY-MM-DD form. */
export function isYmd(value: string): boolean {
  const m = YMD.exec(value);
  if (!m) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** Inside the pickable range (inclusive). Plain string comparison works for YYYY-MM-DD. */
export function isPickable(value: string, min = DATE_MIN, max = DATE_MAX): boolean {
  return isYmd(value) && value >= min && value <= max;
}

/** Pulls a day into the pickable range. */
export function clampYmd(value: string, min = DATE_MIN, max = DATE_MAX): string {
  return value < min ? min : value > max ? max : value;
}

export type DateRangeValue = { start: string; end: string };
export type DateRangeBounds = { start: string; end: string } | { start: number; end: number };

/**
 * Orders a picked pair (start after end becomes a single-day range on the new start) and keeps both days
 * pickable. Returns null when a day is missing or not a day.
 */
export function normalizeRange(start: string, end: string): DateRangeValue | null {
  if (!isYmd(start) || !isYmd(end)) return null;
  const s = clampYmd(start);
  const e = clampYmd(end);
  return e < s ? { start: s, end: s } : { start: s, end: e };
}

/** Seconds since the epoch of a Japan-time wall clock. */
export function jstUnix(ymd: string, time: string): number {
  return Math.floor(japanInstant(`${ymd}T${time}`).getTime() / 1000);
}

/**
 * The query values of a range: `YYYY-MM-DD 00:00:00` … `YYYY-MM-DD 23:59:59`, or with `unix` seconds of
 * 12:00:00 on the start day and 23:59:59 on the end day (Japan time).
 */
export function dateRangeBounds(
  start: string,
  end: string,
  unix: true,
): { start: number; end: number } | null;
export function dateRangeBounds(
  start: string,
  end: string,
  unix?: false,
): { start: string; end: string } | null;
export function dateRangeBounds(start: string, end: string, unix = false): DateRangeBounds | null {
  const range = normalizeRange(start, end);
  if (!range) return null;
  if (unix) return { start: jstUnix(range.start, "12:00:00"), end: jstUnix(range.end, "23:59:59") };
  return { start: `${range.start} 00:00:00`, end: `${range.end} 23:59:59` };
}
