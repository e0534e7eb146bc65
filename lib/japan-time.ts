/**
 * Japan time, the shop's one clock for days and times (SPEC §9): what the screens show, the days the date
 * pickers and filters mean, the date in order and packing-list numbers. Japan has no daylight saving, so a
 * fixed offset turns its wall clock into instants. Browser-safe (Intl only).
 */
export const JAPAN_TIME_ZONE = "Asia/Tokyo";
const JAPAN_UTC_OFFSET = "+09:00";

const wallClock = new Intl.DateTimeFormat("en-CA", {
  timeZone: JAPAN_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

export type JapanWallClock = Record<"year" | "month" | "day" | "hour" | "minute" | "second", string>;

/** The Japan wall clock at an instant, zero-padded: year, month, day, hour (00–23), minute, second. */
export function japanWallClock(value: Date | string): JapanWallClock {
  const d = typeof value === "string" ? new Date(value) : value;
  const parts = wallClock.formatToParts(d);
  return Object.fromEntries(parts.map((x) => [x.type, x.value])) as JapanWallClock;
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
