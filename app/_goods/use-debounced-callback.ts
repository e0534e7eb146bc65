"use client";

import { useEffect, useMemo, useRef } from "react";
import { debounce, type Debounced } from "@/lib/client/debounce";

/** `fn` called `ms` after the last `call` (always the latest `fn`); a pending call is dropped on unmount. */
export function useDebouncedCallback<A extends unknown[]>(fn: (...args: A) => void, ms: number) {
  const latest = useRef(fn);
  useEffect(() => {
    latest.current = fn;
  });
  const debounced = useRef<Debounced<A> | null>(null);
  useEffect(() => {
    const d = debounce((...args: A) => latest.current(...args), ms);
    debounced.current = d;
    return () => d.cancel();
  }, [ms]);
  return useMemo(
    () => ({
      call: (...args: A) => debounced.current?.call(...args),
      cancel: () => debounced.current?.cancel(),
    }),
    [],
  );
}
