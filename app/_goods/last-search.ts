/**
 * The last /search address of this tab (keyword, platform, sort and filters), so the tab bar's search entry
 * returns to it instead of an empty search (issue 12). sessionStorage: one per browser tab, gone with it.
 */
const KEY = "lastSearch";

export function rememberSearch(href: string) {
  try {
    sessionStorage.setItem(KEY, href);
  } catch {
    // storage full or blocked: the tab bar opens a fresh search, as before
  }
}

export function lastSearch(): string | null {
  try {
    const href = sessionStorage.getItem(KEY);
    return href?.startsWith("/search?") ? href : null;
  } catch {
    return null;
  }
}
