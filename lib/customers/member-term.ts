import { japanInstant, japanWallClock } from "@/lib/japan-time";

/**
 * A membership's term (docs/members.md): member_plan has no term column and charges a monthly fee,
 * so every period is one calendar month in Japan time — from 10 March 14:00 to 10 April 14:00. A start on a day
 * the next month lacks (31 January) ends on that month's last day (28 or 29 February), at the same time of day.
 * Browser-safe.
 */
export function memberTermEnd(start: Date): Date {
  const w = japanWallClock(start);
  let year = Number(w.year);
  let month = Number(w.month) + 1;
  if (month > 12) {
    month = 1;
    year += 1;
  }
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(Number(w.day), lastDay);
  const pad = (n: number) => String(n).padStart(2, "0");
  const ms = String(start.getTime() % 1000).padStart(3, "0");
  return japanInstant(
    `${String(year).padStart(4, "0")}-${pad(month)}-${pad(day)}T${w.hour}:${w.minute}:${w.second}.${ms}`,
  );
}
