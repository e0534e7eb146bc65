"use client";

import { Fragment, type Key, type ReactNode } from "react";
import { LoadFailed } from "@/app/_components/load-failed";
import { Pager } from "./pager";
import type { DeskListState } from "./use-desk-list";

/**
 * The list under a desk's filters (use-desk-list.ts): a failed load with its retry, the desk's "nothing here"
 * line once an answer came back empty, the rows, and the pager. The desks drew these four alike, each by hand;
 * drawn here once they stay alike, which staff moving between desks, screen readers and the e2e tests rely on.
 * While the first answer loads there is only the empty `<ul>` (no pager yet, see pager.tsx).
 */
export function DeskList<R extends { id: Key }>({
  desk,
  empty,
  children,
  className = "flex flex-col gap-3",
  testId,
  showTotal = false,
  cap,
  noPager = false,
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
}) {
  const { list, pager } = desk;
  return (
    <>
      {list.isError && <LoadFailed error={list.error} onRetry={() => list.refetch()} />}
      {list.data && !list.data.rows.length && <p className="text-sm text-slate-500">{empty}</p>}
      <ul className={className} data-testid={testId}>
        {(list.data?.rows ?? []).map((row) => (
          <Fragment key={row.id}>{children(row)}</Fragment>
        ))}
      </ul>
      {!noPager && <Pager {...pager} showTotal={showTotal} cap={cap} />}
    </>
  );
}
