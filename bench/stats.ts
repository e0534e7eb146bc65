/**
 * Figures from a list of timings, the one copy every benchmark uses: autocannon's responses (bench/measure.ts),
 * the calls timed in a benchmark's own process (documents, jobs, the staff dashboard, the warehouse floor).
 * Nearest-rank percentiles.
 */

/** The nearest-rank percentile `p` (0–100) of values sorted ascending; NaN for none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export type Summary = { n: number; mean: number; p50: number; p95: number; p99: number; max: number };

/** Count, mean, p50, p95, p99 and max of unsorted values. */
export function summarize(values: readonly number[]): Summary {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    n: sorted.length,
    mean: sorted.length ? sorted.reduce((s, v) => s + v, 0) / sorted.length : NaN,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? NaN,
  };
}
