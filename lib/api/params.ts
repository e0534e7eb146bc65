/** Query/form fields to a plain object: `a[]=1&a[]=2` and repeated `a=1&a=2` become arrays. */
export function entriesToObject(entries: Iterable<[string, FormDataEntryValue]>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [rawKey, value] of entries) {
    const isArray = rawKey.endsWith("[]");
    const key = isArray ? rawKey.slice(0, -2) : rawKey;
    const prev = out[key];
    if (isArray || prev !== undefined) {
      out[key] = Array.isArray(prev) ? [...prev, value] : prev === undefined ? [value] : [prev, value];
    } else {
      out[key] = value;
    }
  }
  return out;
}

export function queryObject(url: string): Record<string, unknown> {
  return entriesToObject(new URL(url).searchParams.entries());
}
