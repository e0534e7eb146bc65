/** SPEC §9 formats: dates YYYY-MM-DD (HH:mm:ss) in Japan time, money with thousands separators. */
const TZ = "Asia/Tokyo";

function parts(value: Date | string) {
  const d = typeof value === "string" ? new Date(value) : value;
  const p = new Intl.DateTimeFormat("en-CA", {
    timeZone: TZ,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  }).formatToParts(d);
  return Object.fromEntries(p.map((x) => [x.type, x.value])) as Record<string, string>;
}

export function formatDate(value: Date | string): string {
  const p = parts(value);
  return `${p.year}-${p.month}-${p.day}`;
}

export function formatDateTime(value: Date | string): string {
  const p = parts(value);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** 2 decimals by default, thousands separators (SPEC §1/§9). */
export function formatNumber(value: number, decimals = 2): string {
  return value.toLocaleString("en-US", { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}

export const formatYen = (yen: number) => formatNumber(yen, 0);
