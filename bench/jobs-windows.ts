/**
 * bench/jobs-http.ts reads the order list without pause from the shop's start to the last reminder's mail, and
 * learns when the job ran from its own record afterwards (the job runs in another process, or in the shop's).
 * Here the reads are split by that record into "queue idle" and "during the job".
 */

/** One read of the open loop: when it was due (epoch ms), ms from then to its answer, whether it was the page. */
export type TimedRead = { dueAt: number; ms: number; ok: boolean };

/** A window's answered times (sorted ascending), its failed reads and its length. */
export type ReadWindow = { times: number[]; errors: number; seconds: number };

/** When the warm-up ended, when the job started (its `started_on`) and when its last mail was written. */
export type JobSpan = { warmedAt: number; startedAt: number; lastMailAt: number };

function windowOf(reads: readonly TimedRead[], from: number, to: number): ReadWindow {
  // Placed by when they were due, not when they answered: a read delayed by the job belongs to the job.
  const inside = reads.filter((r) => r.dueAt >= from && r.dueAt < to);
  return {
    times: inside
      .filter((r) => r.ok)
      .map((r) => r.ms)
      .sort((a, b) => a - b),
    errors: inside.filter((r) => !r.ok).length,
    seconds: Math.max(0, to - from) / 1000,
  };
}

/**
 * The reads due in the `idleSec` seconds before the job started, after the warm-up (the queue idle: the worker
 * had not taken it yet), and those due from its start until its last mail was written (the reminders written
 * and delivered). Earlier reads (the servers' first seconds) and reads after the last mail belong to neither.
 */
export function splitByJob(
  reads: readonly TimedRead[],
  span: JobSpan,
  idleSec: number,
): { idle: ReadWindow; during: ReadWindow } {
  if (!(span.warmedAt <= span.startedAt && span.startedAt <= span.lastMailAt))
    throw new Error(`the job's span is out of order: ${JSON.stringify(span)}`);
  return {
    idle: windowOf(reads, Math.max(span.warmedAt, span.startedAt - idleSec * 1000), span.startedAt),
    during: windowOf(reads, span.startedAt, span.lastMailAt),
  };
}
