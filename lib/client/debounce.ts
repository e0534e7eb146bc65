/** SPEC §7/§9: typing in the search box searches 600 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 600;

export type Timers = {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

export const realTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export type Debounced<A extends unknown[]> = {
  /** (Re)starts the wait; only the last call's arguments reach `fn`. */
  call: (...args: A) => void;
  /** Drops a pending call. */
  cancel: () => void;
  /** Runs a pending call now (e.g. when the form is submitted with Enter). */
  flush: () => void;
  pending: () => boolean;
};

/** Trailing-edge debounce with injectable timers, so the timing is unit-testable. */
export function debounce<A extends unknown[]>(
  fn: (...args: A) => void,
  ms: number,
  timers: Timers = realTimers,
): Debounced<A> {
  let handle: unknown;
  let lastArgs: A | undefined;
  const fire = () => {
    const args = lastArgs;
    handle = undefined;
    lastArgs = undefined;
    if (args) fn(...args);
  };
  return {
    call: (...args) => {
      lastArgs = args;
      if (handle !== undefined) timers.clearTimeout(handle);
      handle = timers.setTimeout(fire, ms);
    },
    cancel: () => {
      if (handle !== undefined) timers.clearTimeout(handle);
      handle = undefined;
      lastArgs = undefined;
    },
    flush: () => {
      if (handle === undefined) return;
      timers.clearTimeout(handle);
      fire();
    },
    pending: () => handle !== undefined,
  };
}
