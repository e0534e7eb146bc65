/** Demo dates: everything relative to the moment the seed runs, in Japan time. */

export const MIN = 60_000;
export const HOUR = 60 * MIN;
export const DAY = 24 * HOUR;
const JST = 9 * HOUR;

export function makeClock(now: Date) {
  const nowMs = now.getTime();
  /** Midnight of today in Japan, as an instant. */
  const midnight = Math.floor((nowMs + JST) / DAY) * DAY - JST;
  return {
    now,
    /** `daysAgo` days before today, at hh:mm Japan time; never later than one minute ago. */
    at(daysAgo: number, hh = 10, mm = 0): Date {
      return new Date(Math.min(midnight - daysAgo * DAY + hh * HOUR + mm * MIN, nowMs - MIN));
    },
    /** Japan calendar day of `daysAgo` as a DATE value. */
    day(daysAgo: number): Date {
      return new Date(Math.floor((midnight + JST) / DAY) * DAY - daysAgo * DAY);
    },
  };
}
export type Clock = ReturnType<typeof makeClock>;

export const plus = (d: Date, ms: number) => new Date(d.getTime() + ms);

/** Moves an instant into 9:00–18:59 Japan time on the same day. */
export function officeHours(ms: number): number {
  const h = new Date(ms + JST).getUTCHours();
  if (h < 9) return ms + (9 - h) * HOUR;
  if (h >= 19) return ms - (h - 18) * HOUR;
  return ms;
}
