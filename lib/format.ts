import { japanWallClock, japanYmd } from "./japan-time";

/** SPEC §9 formats: dates YYYY-MM-DD (HH:mm:ss) in Japan time, money with thousands separators. */
export const formatDate = (value: Date | string): string => japanYmd(value);

export function formatDateTime(value: Date | string): string {
  const p = japanWallClock(value);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** 2 decimals by default, thousands separators (SPEC §1/§9). */
export function formatNumber(value: number, decimals = 2): string {
  return value.toLocaleString("en-US", { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}

export const formatYen = (yen: number) => formatNumber(yen, 0);
