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

/** The longest text a console page takes from its address: what its search and customer boxes hold. */
const TEXT_PARAM_MAX = 254;

/** A parameter given once (a search, a customer), cut to TEXT_PARAM_MAX; undefined when absent or repeated. */
export const textParam = (value: PageParams[string]): string | undefined =>
  typeof value === "string" ? value.slice(0, TEXT_PARAM_MAX) : undefined;

/** The parameter when it names one of `options` (a desk's tab or step), else undefined. */
export const optionParam = <T extends string>(
  options: readonly T[],
  value: PageParams[string],
): T | undefined => options.find((option) => option === value);
