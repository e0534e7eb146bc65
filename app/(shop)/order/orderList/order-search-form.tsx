"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { AGENT_FLAG } from "@/lib/codes";
import { CreatedRange, FilterForm } from "../../../_components/filter-form";
import { SearchField } from "../../../_components/inputs/search-field";
import type { FilterChange } from "../../../_components/use-query-filters";
import type { OrderFilters } from "../../../_orders/order-api";

type Props = {
  filters: OrderFilters;
  onChange: (change: FilterChange<OrderFilters>) => void;
  onReset: () => void;
};

/**
 * Order number/id, creation dates (Japan days, SPEC §5 range) and own/agent orders. The parent keys it
 * by the address's id, so a change there (back, the bottom menu's reset) refills the field.
 */
export function OrderSearchForm({ filters, onChange, onReset }: Props) {
  const t = useTranslations("orderPage");
  const tc = useTranslations("codes.agentFlag");
  const [id, setId] = useState(filters.id ?? "");
  return (
    <FilterForm onSearch={() => onChange({ id: id.trim() })} onReset={onReset} resetLabel={t("resetFilters")}>
      <SearchField
        searchLabel={t("search")}
        label={t("searchId")}
        value={id}
        onChange={(v) => setId(v.replace(/[^A-Za-z0-9-]/g, ""))}
        maxLength={32}
        inputMode="text"
        placeholder={t("searchIdPlaceholder")}
      />
      <label className="block text-sm">
        {t("agentFlag")}
        <select
          className="input mt-1"
          value={filters.agentFlag ?? ""}
          onChange={(e) => onChange({ agentFlag: e.target.value })}
        >
          <option value="">{t("agentAll")}</option>
          <option value={AGENT_FLAG.OWN}>{tc("OWN")}</option>
          <option value={AGENT_FLAG.AGENT}>{tc("AGENT")}</option>
        </select>
      </label>
      <div className="sm:col-span-2">
        <CreatedRange label={t("createTime")} filters={filters} onChange={onChange} />
      </div>
    </FilterForm>
  );
}
