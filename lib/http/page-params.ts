/** A page's `searchParams` as Next.js hands them to a server component. */
export type PageParams = Record<string, string | string[] | undefined>;

/** The same as the URLSearchParams a screen reads with useSearchParams(), so both read one address alike. */
export function urlParamsOf(params: PageParams): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) out.append(key, v);
  }
  return out;
}
