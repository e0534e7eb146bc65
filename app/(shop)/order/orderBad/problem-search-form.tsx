"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { PROBLEM_TYPE, labelKeyOf } from "@/lib/codes";
import { CreatedRange, FilterForm } from "../../../_components/filter-form";
import { SearchField } from "../../../_components/inputs/search-field";
import type { FilterChange } from "../../../_components/use-query-filters";
import type { ProblemFilters } from "../../../_problems/problem-api";

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
  return (
    <FilterForm
      onSearch={() => onChange({ orderId: orderId.trim() })}
      onReset={onReset}
      resetLabel={to("resetFilters")}
    >
      <SearchField
        searchLabel={to("search")}
        label={to("searchId")}
        value={orderId}
        onChange={(v) => setOrderId(v.replace(/[^A-Za-z0-9-]/g, ""))}
        maxLength={32}
        inputMode="text"
        placeholder={to("searchIdPlaceholder")}
      />
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
        <CreatedRange label={t("reportedOn")} filters={filters} onChange={onChange} />
      </div>
    </FilterForm>
  );
}
