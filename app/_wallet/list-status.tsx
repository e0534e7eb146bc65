"use client";

import type { RefObject } from "react";
import { useTranslations } from "next-intl";

type PagedQuery = {
  isError: boolean;
  isFetching: boolean;
  hasNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
};

/** Under a wallet list: loading, the load error with a retry, "no more", or the empty text. */
export function ListStatus({
  query,
  count,
  ready,
  sentinel,
  emptyText,
}: {
  query: PagedQuery;
  /** rows shown so far */
  count: number;
  /** false until the session is known (nothing is fetched before) */
  ready: boolean;
  /** scrolled into view, it loads the next page (usePaged) */
  sentinel: RefObject<HTMLDivElement | null>;
  emptyText: string;
}) {
  const t = useTranslations("common");
  return (
    <div ref={sentinel} className="py-3 text-center text-sm text-slate-500" data-testid="list-status">
      {query.isError ? (
        <span className="text-rose-600">
          {t("loadFailed")}{" "}
          <button
            type="button"
            className="underline"
            onClick={() => void (count ? query.fetchNextPage() : query.refetch())}
          >
            {t("retry")}
          </button>
        </span>
      ) : query.isFetching || !ready ? (
        t("loading")
      ) : query.hasNextPage ? (
        <button type="button" className="underline" onClick={() => void query.fetchNextPage()}>
          {t("more")}
        </button>
      ) : count ? (
        t("noMore")
      ) : (
        emptyText
      )}
    </div>
  );
}
