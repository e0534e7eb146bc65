"use client";

import { useId } from "react";
import { useTranslations } from "next-intl";
import {
  DATE_MAX,
  DATE_MIN,
  dateRangeBounds,
  normalizeRange,
  type DateRangeValue,
} from "@/lib/inputs/date-range";

type Bounds<U extends boolean> = U extends true
  ? { start: number; end: number }
  : { start: string; end: string };

type Props<U extends boolean> = {
  value: DateRangeValue | null;
  /** the picked days and the query bounds (end 23:59:59; with `unix` start at noon), or nulls when cleared */
  onChange: (value: DateRangeValue | null, bounds: Bounds<U> | null) => void;
  unix?: U;
  label?: string;
};

/**
 * Date-range picker of SPEC §5: days from 2022-01-01 to 2030-12-31, a single day is a valid range; a start
 * after the end moves the end to the start.
 */
export function DateRange<U extends boolean = false>({ value, onChange, unix, label }: Props<U>) {
  const t = useTranslations("inputs");
  const id = useId();

  function pick(start: string, end: string) {
    if (!start && !end) return onChange(null, null);
    const range = normalizeRange(start || end, end || start);
    if (!range) return;
    const bounds = unix
      ? dateRangeBounds(range.start, range.end, true)
      : dateRangeBounds(range.start, range.end, false);
    onChange(range, bounds as Bounds<U> | null);
  }

  return (
    <fieldset className="text-sm">
      <legend className="mb-1">{label ?? t("dateRange")}</legend>
      <div className="flex items-center gap-2">
        <label htmlFor={`${id}-start`} className="sr-only">
          {t("dateStart")}
        </label>
        <input
          id={`${id}-start`}
          type="date"
          className="input min-w-0"
          min={DATE_MIN}
          max={DATE_MAX}
          value={value?.start ?? ""}
          onChange={(e) => pick(e.target.value, value?.end ?? "")}
        />
        <span aria-hidden="true">〜</span>
        <label htmlFor={`${id}-end`} className="sr-only">
          {t("dateEnd")}
        </label>
        <input
          id={`${id}-end`}
          type="date"
          className="input min-w-0"
          min={value?.start || DATE_MIN}
          max={DATE_MAX}
          value={value?.end ?? ""}
          onChange={(e) => pick(value?.start ?? "", e.target.value)}
        />
        {value && (
          <button type="button" className="btn-secondary shrink-0" onClick={() => onChange(null, null)}>
            {t("clear")}
          </button>
        )}
      </div>
    </fieldset>
  );
}
