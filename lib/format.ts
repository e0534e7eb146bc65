import { japanWallClock, japanYmd } from "./japan-time";

/** SPEC §9 formats: dates YYYY-MM-DD (HH:mm:ss) in Japan time, money with thousands separators. */
export const formatDate = (value: Date | string): string => japanYmd(value);

export function formatDateTime(value: Date | string): string {
  const p = japanWallClock(value);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** The shortest decimal that reads back as `abs` (what Intl rounds from), split at the point. */
function decimalParts(abs: number): { int: string; frac: string } {
  const [mantissa, exponent = "0"] = String(abs).split("e");
  const [whole, fraction = ""] = mantissa.split(".");
  const digits = whole + fraction;
  const point = whole.length + Number(exponent);
  if (point <= 0) return { int: "0", frac: "0".repeat(-point) + digits };
  if (point >= digits.length) return { int: digits + "0".repeat(point - digits.length), frac: "" };
  return { int: digits.slice(0, point), frac: digits.slice(point) };
}

/**
 * 2 decimals by default, thousands separators (SPEC §1/§9): what `Intl.NumberFormat("en-US")` with that many
 * fraction digits writes, halves rounded away from zero (tests/unit/format-number.test.ts compares them).
 * Written out because the first Intl.NumberFormat of a page load costs a phone 60–70 ms at Lighthouse's 4×
 * slowdown (its ICU data), and prices are on nearly every screen (docs/performance.md).
 */
export function formatNumber(value: number, decimals = 2): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? "NaN" : value > 0 ? "∞" : "-∞";
  const { int, frac } = decimalParts(Math.abs(value));
  let digits = BigInt(int + frac.slice(0, decimals).padEnd(decimals, "0"));
  if ((frac[decimals] ?? "0") >= "5") digits += BigInt(1);
  const text = digits.toString().padStart(decimals + 1, "0");
  const whole = text.slice(0, text.length - decimals).replace(/\B(?=(\d{3})+$)/g, ",");
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  return sign + whole + (decimals > 0 ? `.${text.slice(text.length - decimals)}` : "");
}

export const formatYen = (yen: number) => formatNumber(yen, 0);
