"use client";

import { useTranslations } from "next-intl";

type PagedQuery = {
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
};

/** Below a paged list: the load error with a retry, or the button for the next page. */
export function ListFooter({ query }: { query: PagedQuery }) {
  const t = useTranslations("common");
  return (
    <>
      {query.isError && (
        <div className="card flex items-center justify-between gap-3 text-sm">
          <span className="text-rose-600">{t("loadFailed")}</span>
          <button type="button" className="btn-secondary" onClick={() => query.refetch()}>
            {t("retry")}
          </button>
        </div>
      )}
      {query.hasNextPage && (
        <button
          type="button"
          className="btn-secondary w-full"
          disabled={query.isFetchingNextPage}
          onClick={() => query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? t("loading") : t("more")}
        </button>
      )}
    </>
  );
}
