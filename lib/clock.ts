import { AsyncLocalStorage } from "node:async_hooks";

/**
 * The time domain code writes into rows. Normally the wall clock; the demo seed replays the real domain
 * functions "in the past" with `atTime`, so demo histories have believable dates without writing
 * statuses or ledger rows around those functions.
 */
const pinned = new AsyncLocalStorage<Date>();

export function now(): Date {
  const at = pinned.getStore();
  return at ? new Date(at.getTime()) : new Date();
}

/** Runs `fn` with `now()` answering `at` (and everything it awaits). */
export function atTime<T>(at: Date, fn: () => Promise<T>): Promise<T> {
  return pinned.run(at, fn);
}

/** True inside `atTime`: history being replayed, so nothing goes out to the world (mails). */
export function replayingHistory(): boolean {
  return pinned.getStore() !== undefined;
}
