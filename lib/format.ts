import { japanWallClock, japanYmd } from "./japan-time";

/** SPEC §9 formats: dates YYYY-MM-DD (HH:mm:ss) in Japan time, money with thousands separators. */
export const formatDate = (value: Date | string): string => japanYmd(value);

export function formatDateTime(value: Date | string): string {
  const p = japanWallClock(value);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

const numberFormats = new Map<number, Intl.NumberFormat>();

/**
 * 2 decimals by default, thousands separators (SPEC §1/§9). One formatter per number of decimals, made once:
 * `toLocaleString` with options makes a new one for every price a list shows.
 */
export function formatNumber(value: number, decimals = 2): string {
  let format = numberFormats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat("en-US", {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    numberFormats.set(decimals, format);
  }
  return format.format(value);
}

export const formatYen = (yen: number) => formatNumber(yen, 0);
