"use client";

import type { ReactNode } from "react";
import { DateRange } from "./inputs/date-range";
import type { FilterChange } from "./use-query-filters";

/**
 * The filter card above a list (orders, defects, packing lists): the text search applies on submit, the
 * other fields as soon as they change, and the reset clears them all.
 */
export function FilterForm({
  onSearch,
  onReset,
  resetLabel,
  children,
}: {
  onSearch: () => void;
  onReset: () => void;
  resetLabel: string;
  children: ReactNode;
}) {
  return (
    <form
      className="card grid gap-3 md:grid-cols-[1fr_auto] md:items-end"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch();
      }}
    >
      <div className="grid gap-3 sm:grid-cols-2">{children}</div>
      <button type="button" className="btn-secondary" onClick={onReset}>
        {resetLabel}
      </button>
    </form>
  );
}

type CreatedFilters = { createTimeStart?: string; createTimeEnd?: string };

/** The creation-date filter (Japan days, SPEC §5 range): kept in the address as createTimeStart/End. */
export function CreatedRange({
  label,
  filters,
  onChange,
}: {
  label: string;
  filters: CreatedFilters;
  onChange: (change: FilterChange<CreatedFilters>) => void;
}) {
  const range =
    filters.createTimeStart && filters.createTimeEnd
      ? { start: filters.createTimeStart, end: filters.createTimeEnd }
      : null;
  return (
    <DateRange
      label={label}
      value={range}
      onChange={(v) => onChange({ createTimeStart: v?.start, createTimeEnd: v?.end })}
    />
  );
}
