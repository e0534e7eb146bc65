/**
 * Issue 13: public catalogue reads (search, categories, goods details) are the same for every seller of a
 * language, so a CDN or the browser may keep them briefly: a minute in the browser, five at a shared cache,
 * served stale for ten more while it refreshes. The answer depends on Accept-Language (titles, messages).
 * Everything else the API answers is personal or changes money: never stored (lib/http/api-headers.ts).
 */
export const PUBLIC_READ_CACHE = "public, max-age=60, s-maxage=300, stale-while-revalidate=600";
export const NO_STORE = "no-store";

export function markPublicRead(response: Response, ok: boolean): Response {
  response.headers.set("cache-control", ok ? PUBLIC_READ_CACHE : NO_STORE);
  if (ok) response.headers.set("vary", "Accept-Language");
  return response;
}
