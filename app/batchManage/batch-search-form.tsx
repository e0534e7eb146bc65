"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { DateRange } from "../_components/inputs/date-range";
import { TextInput } from "../_components/inputs/text-input";
import type { FilterChange } from "../_components/use-query-filters";
import { containerNoInput } from "../_shipping/container-state";
import type { ContainerFilters } from "../_shipping/shipping-api";

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
        onChange({ containerNo: containerNo.trim() });
      }}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex items-end gap-2">
          <div className="min-w-0 flex-1">
            <TextInput
              label={t("containerNo")}
              value={containerNo}
              onChange={(v) => setContainerNo(containerNoInput(v))}
              maxLength={32}
              clearable
              placeholder="PL2026…"
              data-testid="container-no-search"
            />
          </div>
          <button type="submit" className="btn-secondary shrink-0">
            {t("search")}
          </button>
        </div>
        <DateRange
          label={t("createdOn")}
          value={range}
          onChange={(v) => onChange({ createTimeStart: v?.start, createTimeEnd: v?.end })}
        />
      </div>
      <button type="button" className="btn-secondary" onClick={onReset}>
        {t("resetFilters")}
      </button>
    </form>
  );
}
