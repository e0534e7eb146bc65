/** How long data a page came with stands for the server's answer: the screen does not ask again meanwhile. */
export const PAGE_DATA_FRESH_MS = 30_000;

type QueryState = {
  state: { data: unknown; dataUpdateCount: number; dataUpdatedAt: number; isInvalidated: boolean };
};

/**
 * `refetchOnMount` for a query that starts from data the page came with (`initialData`): the server read it
 * for this very view, so the screen does not read it again as it mounts, as a stale query would (one more
 * request and its work after every page view). Once the query has been fetched or written since
 * (`dataUpdateCount`), invalidated by a write elsewhere, or the page's data is older than PAGE_DATA_FRESH_MS, a
 * mount reads it again as before.
 */
export function pageDataRefetch({ state }: QueryState, now = Date.now()): boolean {
  const onlyThePages = state.data !== undefined && state.dataUpdateCount === 0 && !state.isInvalidated;
  return !(onlyThePages && now - state.dataUpdatedAt < PAGE_DATA_FRESH_MS);
}
