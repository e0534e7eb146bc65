"use client";

import { useCallback, useMemo } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";

export type FilterChange<F> = Partial<Record<keyof F, string | number | undefined>>;

/**
 * A list's filters kept in the address (so back and reload keep them), read by `read` (which drops unknown
 * values), and a setter that rewrites the address without a new history entry.
 */
export function useQueryFilters<F extends object>(read: (params: URLSearchParams) => F) {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const search = params.toString();
  const filters = useMemo(() => read(new URLSearchParams(search)), [read, search]);
  const update = useCallback(
    (change: FilterChange<F>, replaceAll = false) => {
      const next = new URLSearchParams(replaceAll ? "" : search);
      for (const [k, v] of Object.entries(change)) {
        if (v === undefined || v === "") next.delete(k);
        else next.set(k, String(v));
      }
      const qs = next.toString();
      router.replace(qs ? `${pathname}?${qs}` : pathname, { scroll: false });
    },
    [pathname, router, search],
  );
  return { filters, update };
}
