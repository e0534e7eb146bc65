"use client";

import { useEffect, useRef } from "react";

type Pager = {
  hasNextPage: boolean;
  isError: boolean;
  /** While true no further page is asked for; the observer is set up again when it ends. */
  busy: boolean;
  fetchNextPage: () => unknown;
};

/**
 * Infinite paging (SPEC §4): the returned ref marks the end of a list, and the next page loads when it
 * comes into view (within `rootMargin`). A failed page stops the loading until the list is retried.
 */
export function useLoadMore<E extends Element>(
  { hasNextPage, isError, busy, fetchNextPage }: Pager,
  rootMargin?: string,
) {
  const sentinel = useRef<E>(null);
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasNextPage || isError || busy) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) void fetchNextPage();
      },
      { rootMargin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [fetchNextPage, hasNextPage, isError, busy, rootMargin]);
  return sentinel;
}
