"use client";

import type { ReactNode } from "react";
import { useLoadMore } from "../_components/use-load-more";
import { useTranslations } from "next-intl";
import type { GoodsCard } from "@/lib/client/goods-api";
import { GoodsCardPlaceholder, GoodsCardView } from "./goods-card";

const FIRST_PAGE_PLACEHOLDERS = 10;

type ListQuery = {
  isError: boolean;
  isPending: boolean;
  isFetching: boolean;
  hasNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
};

/**
 * Goods cards in a grid with infinite paging: the next page loads when the end of the list comes into
 * view, until the last page ("no more"); a failed page shows the error text with a retry (SPEC §4/§8).
 */
export function GoodsList({
  rows,
  query,
  emptyText,
}: {
  rows: GoodsCard[];
  query: ListQuery;
  emptyText: ReactNode;
}) {
  const t = useTranslations("common");
  const { hasNextPage, isFetching, isError, fetchNextPage } = query;
  // Starts loading a little before the end, so scrolling through goods rarely waits.
  const sentinel = useLoadMore<HTMLDivElement>(
    { hasNextPage, isError, busy: isFetching, fetchNextPage },
    "400px 0px",
  );

  return (
    <div>
      <ul
        className="grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5"
        data-testid="goods-list"
        aria-busy={isFetching}
      >
        {rows.map((card, i) => (
          <li key={`${card.goodsId ?? card.numId}-${i}`}>
            <GoodsCardView card={card} priority={i < 2} />
          </li>
        ))}
        {/* The first page on its way: cards' shapes instead of an empty screen. */}
        {rows.length === 0 &&
          query.isPending &&
          Array.from({ length: FIRST_PAGE_PLACEHOLDERS }, (_, i) => (
            <li key={`placeholder-${i}`}>
              <GoodsCardPlaceholder />
            </li>
          ))}
      </ul>
      <div ref={sentinel} className="py-4 text-center text-sm text-slate-500" data-testid="list-status">
        {isError ? (
          <span className="text-rose-600" role="alert">
            {t("loadFailed")}{" "}
            <button
              type="button"
              className="underline"
              onClick={() => void (rows.length ? fetchNextPage() : query.refetch())}
            >
              {t("retry")}
            </button>
          </span>
        ) : isFetching || query.isPending ? (
          t("loading")
        ) : hasNextPage ? (
          <button type="button" className="underline" onClick={() => void fetchNextPage()}>
            {t("more")}
          </button>
        ) : rows.length ? (
          t("noMore")
        ) : (
          <span data-testid="empty-results">{emptyText}</span>
        )}
      </div>
    </div>
  );
}
