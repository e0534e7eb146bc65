"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { CreatedRange, FilterForm } from "../../_components/filter-form";
import { SearchField } from "../../_components/inputs/search-field";
import type { FilterChange } from "../../_components/use-query-filters";
import { containerNoInput } from "../../_shipping/container-state";
import type { ContainerFilters } from "../../_shipping/shipping-api";

type Props = {
  filters: ContainerFilters;
  onChange: (change: FilterChange<ContainerFilters>) => void;
  onReset: () => void;
};

/**
 * Batch number (or part of it) and creation dates (Japan days, SPEC §5 range). The parent keys it by the
 * address's number, so a change there (back, reset) refills the field.
 */
export function BatchSearchForm({ filters, onChange, onReset }: Props) {
  const t = useTranslations("shipmentPage");
  const [containerNo, setContainerNo] = useState(filters.containerNo ?? "");
  return (
    <FilterForm
      onSearch={() => onChange({ containerNo: containerNo.trim() })}
      onReset={onReset}
      resetLabel={t("resetFilters")}
    >
      <SearchField
        searchLabel={t("search")}
        label={t("containerNo")}
        value={containerNo}
        onChange={(v) => setContainerNo(containerNoInput(v))}
        maxLength={32}
        placeholder="PL2026…"
        data-testid="container-no-search"
      />
      <CreatedRange label={t("createdOn")} filters={filters} onChange={onChange} />
    </FilterForm>
  );
}
