"use client";

import { Fragment, type Key, type ReactNode } from "react";
import { LoadFailed } from "@/app/_components/load-failed";
import { Pager } from "./pager";
import type { DeskListState } from "./use-desk-list";

/** A row's React key: its `id` unless the desk says otherwise (a row without an `id` must). */
type RowKey<R> = R extends { id: Key } ? { rowKey?: (row: R) => Key } : { rowKey: (row: R) => Key };

/**
 * The list under a desk's filters (use-desk-list.ts): a failed load with its retry, the desk's "nothing here"
 * line once an answer came back empty, the rows, and the pager. The desks drew these four alike, each by hand;
 * drawn here once they stay alike, which staff moving between desks, screen readers and the e2e tests rely on.
 * While the first answer loads there is only the empty `<ul>` (no pager yet, see pager.tsx).
 */
export function DeskList<R extends object>({
  desk,
  empty,
  children,
  className = "flex flex-col gap-3",
  testId,
  showTotal = false,
  cap,
  noPager = false,
  rowKey,
}: {
  desk: DeskListState<R>;
  /** the desk's own words for an empty answer */
  empty: string;
  /** one row, as the desk draws it (a `<li>`) */
  children: (row: R) => ReactNode;
  /** the `<ul>`'s classes */
  className?: string;
  testId?: string;
  /** passed on to the Pager */
  showTotal?: boolean;
  cap?: number;
  /** for a list that shows no pager at the moment */
  noPager?: boolean;
} & RowKey<R>) {
  const { list, pager } = desk;
  // RowKey<R> makes the desk pass rowKey whenever its rows have no id.
  const keyOf = (rowKey as ((row: R) => Key) | undefined) ?? ((row: R) => (row as { id: Key }).id);
  return (
    <>
      {list.isError && <LoadFailed error={list.error} onRetry={() => list.refetch()} />}
      {list.data && !list.data.rows.length && (
        <p className="text-sm text-slate-500" data-testid="desk-empty">
          {empty}
        </p>
      )}
      <ul className={className} data-testid={testId}>
        {(list.data?.rows ?? []).map((row) => (
          <Fragment key={keyOf(row)}>{children(row)}</Fragment>
        ))}
      </ul>
      {!noPager && <Pager {...pager} showTotal={showTotal} cap={cap} />}
    </>
  );
}
