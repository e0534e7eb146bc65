"use client";

import { useTranslations } from "next-intl";
import { LoadFailed } from "./load-failed";
import { useLoadMore } from "./use-load-more";

type Paged = {
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
};

/**
 * Infinite paging under a list: the next page loads when the end of the list comes into view (a button too,
 * for keyboards); a failure finishes the list with an error text and a retry (SPEC §4/§8).
 */
export function PagingFooter({ query, loaded }: { query: Paged; loaded: boolean }) {
  const t = useTranslations("common");
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = query;
  const sentinel = useLoadMore<HTMLDivElement>({
    hasNextPage,
    isError,
    busy: isFetchingNextPage,
    fetchNextPage,
  });
  return (
    <>
      {isError && <LoadFailed onRetry={() => query.refetch()} />}
      {hasNextPage && !isError && (
        <div ref={sentinel}>
          <button
            type="button"
            className="btn-secondary w-full"
            disabled={isFetchingNextPage}
            onClick={() => fetchNextPage()}
          >
            {isFetchingNextPage ? t("loading") : t("more")}
          </button>
        </div>
      )}
      {loaded && !hasNextPage && !isError && (
        <p className="text-center text-xs text-slate-500">{t("noMore")}</p>
      )}
    </>
  );
}
