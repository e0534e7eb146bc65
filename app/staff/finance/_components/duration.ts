/** A span of time as whole hours and minutes (rounded down), for "23 h 5 min left" texts. */
export function hoursMinutes(ms: number): { hours: number; minutes: number } {
  const minutes = Math.floor(Math.abs(ms) / 60_000);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
