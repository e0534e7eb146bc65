"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { PROBLEM_TYPE, labelKeyOf } from "@/lib/codes";
import { DateRange } from "../../_components/inputs/date-range";
import { TextInput } from "../../_components/inputs/text-input";
import type { FilterChange } from "../../_components/use-query-filters";
import type { ProblemFilters } from "../../_problems/problem-api";

type Props = {
  filters: ProblemFilters;
  onChange: (change: FilterChange<ProblemFilters>) => void;
  onReset: () => void;
};

/**
 * Order number/id, defect type and report dates (Japan days, SPEC §5 range). The parent keys it by the
 * address's order id, so a change there (back, reset) refills the field.
 */
export function ProblemSearchForm({ filters, onChange, onReset }: Props) {
  const t = useTranslations("problemPage");
  const to = useTranslations("orderPage");
  const tr = useTranslations();
  const [orderId, setOrderId] = useState(filters.orderId ?? "");
  const range =
    filters.createTimeStart && filters.createTimeEnd
      ? { start: filters.createTimeStart, end: filters.createTimeEnd }
      : null;
  return (
    <form
      className="card grid gap-3 md:grid-cols-[1fr_auto] md:items-end"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onChange({ orderId: orderId.trim() });
      }}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex items-end gap-2">
          <div className="min-w-0 flex-1">
            <TextInput
              label={to("searchId")}
              value={orderId}
              onChange={(v) => setOrderId(v.replace(/[^A-Za-z0-9-]/g, ""))}
              maxLength={32}
              clearable
              inputMode="text"
              placeholder={to("searchIdPlaceholder")}
            />
          </div>
          <button type="submit" className="btn-secondary shrink-0">
            {to("search")}
          </button>
        </div>
        <label className="block text-sm">
          {t("problemType")}
          <select
            className="input mt-1"
            value={filters.problemType ?? ""}
            onChange={(e) => onChange({ problemType: e.target.value })}
          >
            <option value="">{t("all")}</option>
            {Object.values(PROBLEM_TYPE).map((code) => (
              <option key={code} value={code}>
                {tr(labelKeyOf("problemType", code)!)}
              </option>
            ))}
          </select>
        </label>
        <div className="sm:col-span-2">
          <DateRange
            label={t("reportedOn")}
            value={range}
            onChange={(v) => onChange({ createTimeStart: v?.start, createTimeEnd: v?.end })}
          />
        </div>
      </div>
      <button type="button" className="btn-secondary" onClick={onReset}>
        {to("resetFilters")}
      </button>
    </form>
  );
}
