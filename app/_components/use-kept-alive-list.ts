"use client";

import { useEffect, useLayoutEffect, useMemo, useRef } from "react";
import { useInfiniteQuery, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { nextPageNum } from "@/lib/client/paging";
import { LIMITS } from "@/lib/codes";
import { createKeepAliveStore, type KeepAliveStore, type ListPage } from "@/lib/client/search-cache";

/** Back from a product shows the kept list as it was, without reloading it. */
const KEPT_FRESH_MS = 5 * 60_000;

let goodsLists: KeepAliveStore | undefined;
/** The goods lists' store (search, search details); other lists pass their own. */
export const goodsListStore = () => (goodsLists ??= createKeepAliveStore(sessionStorage));

/**
 * A paged list (SPEC §4: pages until ceil(total / 10), a failure finishes the list with an error) that is
 * kept alive: the loaded pages and the scroll position are saved per `viewKey`, and a return to the same
 * view (back button, even after a full page load) shows them again at the same place.
 */
export function useKeptAliveList<Row>(options: {
  viewKey: string;
  queryKey: QueryKey;
  enabled: boolean;
  fetchPage: (pageNum: number, pageSize: number) => Promise<ListPage<Row>>;
  store?: () => KeepAliveStore;
  /** How long a kept snapshot is shown without refetching it in the background. */
  freshMs?: number;
  /**
   * The first page the server rendered with the screen, for this very view: the list paints with the page
   * instead of after the script and a second trip.
   */
  initialPage?: ListPage<Row>;
}) {
  const { viewKey, enabled } = options;
  const keepAlive = options.store ?? goodsListStore;
  const pageSize = LIMITS.pageSize;
  const queryClient = useQueryClient();
  // Query keys are plain JSON (TanStack hashes them so too): the effect follows the key's value.
  const keyJson = JSON.stringify(options.queryKey);
  const initialPage = options.initialPage;
  const initialData = useMemo(
    () => (initialPage ? { pages: [initialPage], pageParams: [1] } : undefined),
    [initialPage],
  );
  // The snapshot seeds the query when the in-memory cache has nothing. It is read after hydration (the
  // server has none: reading it while rendering would hydrate other markup than the server sent, React
  // #418), in a layout effect, so before the query's mount fetch and before the first paint. A kept view
  // (more pages, a scroll position) wins over the server's first page.
  useLayoutEffect(() => {
    const queryKey = JSON.parse(keyJson) as QueryKey;
    const cached = queryClient.getQueryData(queryKey);
    if (!enabled || (cached && cached !== initialData)) return;
    const snapshot = keepAlive().load<Row>(viewKey);
    if (snapshot)
      queryClient.setQueryData(
        queryKey,
        { pages: snapshot.pages, pageParams: snapshot.pageParams },
        { updatedAt: snapshot.savedAt },
      );
  }, [keyJson, viewKey, enabled, keepAlive, queryClient, initialData]);

  const query = useInfiniteQuery({
    queryKey: options.queryKey,
    enabled,
    initialPageParam: 1,
    staleTime: options.freshMs ?? KEPT_FRESH_MS,
    queryFn: ({ pageParam }) => options.fetchPage(pageParam, pageSize),
    initialData,
    getNextPageParam: (last, pages) => nextPageNum(pages.length, last.total, pageSize),
  });

  const data = query.data;
  useEffect(() => {
    if (enabled && data?.pages.length) keepAlive().saveList(viewKey, data.pages, data.pageParams as number[]);
  }, [data, enabled, viewKey, keepAlive]);

  useScrollKeeper(keepAlive, viewKey, enabled && !!data?.pages.length);

  const rows = useMemo(() => data?.pages.flatMap((p) => p.rows) ?? [], [data]);
  const total = data?.pages[0]?.total ?? 0;
  return { query, rows, total };
}

/** How long after showing a kept view its scroll position is held against other scroll resets. */
const RESTORE_WINDOW_MS = 1_000;

/**
 * Saves the window's scroll position for the view while it is shown and puts it back once the kept
 * rows are on the page. The layout scrolls to the top on navigation (SPEC §2) and hydration order
 * varies, so for a short while the position is re-applied whenever something else moved it — until the
 * person scrolls, types or touches the page themselves.
 */
function useScrollKeeper(keepAlive: () => KeepAliveStore, viewKey: string, ready: boolean) {
  const restoredFor = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!ready || restoredFor.current === viewKey) return;
    restoredFor.current = viewKey;
    const target = keepAlive().load(viewKey)?.scrollY ?? 0;
    if (target <= 0) return;
    const started = performance.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let userMoved = false;
    const INPUTS = ["wheel", "touchstart", "keydown", "mousedown"] as const;
    const onInput = () => {
      userMoved = true;
    };
    const attempt = () => {
      if (userMoved) return;
      if (Math.abs(window.scrollY - target) > 2) window.scrollTo(0, target);
      if (performance.now() - started < RESTORE_WINDOW_MS) timer = setTimeout(attempt, 50);
    };
    INPUTS.forEach((e) => window.addEventListener(e, onInput, { passive: true }));
    const frame = requestAnimationFrame(attempt);
    return () => {
      cancelAnimationFrame(frame);
      if (timer) clearTimeout(timer);
      INPUTS.forEach((e) => window.removeEventListener(e, onInput));
    };
  }, [ready, viewKey, keepAlive]);

  useEffect(() => {
    if (!ready) return;
    // Read on scroll only: reading it here forced a layout during hydration (≈ 30 ms at 4× slowdown).
    let last = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      last = window.scrollY;
      timer ??= setTimeout(() => {
        timer = undefined;
        keepAlive().saveScroll(viewKey, last);
      }, 150);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      // Save the position of the moment before leaving (the next page resets the scroll).
      if (timer) {
        clearTimeout(timer);
        keepAlive().saveScroll(viewKey, last);
      }
    };
  }, [ready, viewKey, keepAlive]);
}
