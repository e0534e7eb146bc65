/**
 * Runs `work` once the browser has nothing more urgent to do (at the latest after `timeoutMs`), not in the
 * task that hydrates the page: the first use of localStorage in a page waits for the browser to open it, 4–9 ms
 * on every screen's load (docs/performance.md "Pages"). For writes that keep a copy for later visits, never
 * for what the page shows. Returns a cancel for an effect's cleanup.
 */
export function whenIdle(work: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(work, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, 1);
  return () => clearTimeout(timer);
}
