import { japanWallClock } from "@/lib/japan-time";

/**
 * The period the finance desk's download of the account records offers first, and the file's name
 * (docs/staff.md "Finance desk"). Browser-safe: the screen fills its form from here.
 */

export type LedgerPeriod = { from: string; to: string };

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * The Japan month before the one `at` falls in, first to last day: what finance closes at the start of a month
 * (on 2026-11-01 00:30 Japan time, 2026-10-01 … 2026-10-31).
 */
export function previousJapanMonth(at: Date): LedgerPeriod {
  const { year, month } = japanWallClock(at);
  const y = Number(month) === 1 ? Number(year) - 1 : Number(year);
  const m = Number(month) === 1 ? 12 : Number(month) - 1;
  // Day 0 of the next month is the last day of this one.
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${y}-${pad(m)}-01`, to: `${y}-${pad(m)}-${pad(last)}` };
}

/** `account-records_2026-10-01_2026-10-31.xlsx` */
export const ledgerExportFilename = ({ from, to }: LedgerPeriod) => `account-records_${from}_${to}.xlsx`;
