/**
 * SPEC §4 paged lists: pages load until the page number exceeds ceil(total / pageSize), then the list is
 * finished. Returns the next page to load, or undefined when finished.
 */
export function nextPageNum(loadedPages: number, total: number, pageSize: number): number | undefined {
  const pages = Math.ceil(Math.max(0, total) / Math.max(1, pageSize));
  const next = loadedPages + 1;
  return next > pages ? undefined : next;
}
