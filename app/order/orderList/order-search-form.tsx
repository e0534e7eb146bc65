"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { AGENT_FLAG } from "@/lib/codes";
import { DateRange } from "../../_components/inputs/date-range";
import { TextInput } from "../../_components/inputs/text-input";
import type { OrderFilters } from "../../_orders/order-api";

type Props = {
  filters: OrderFilters;
  onChange: (change: Partial<Record<keyof OrderFilters, string | number | undefined>>) => void;
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
        onChange({ id: id.trim() });
      }}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex items-end gap-2">
          <div className="min-w-0 flex-1">
            <TextInput
              label={t("searchId")}
              value={id}
              onChange={(v) => setId(v.replace(/[^A-Za-z0-9-]/g, ""))}
              maxLength={32}
              clearable
              inputMode="text"
              placeholder={t("searchIdPlaceholder")}
            />
          </div>
          <button type="submit" className="btn-secondary shrink-0">
            {t("search")}
          </button>
        </div>
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
          <DateRange
            label={t("createTime")}
            value={range}
            onChange={(v) => onChange({ createTimeStart: v?.start, createTimeEnd: v?.end })}
          />
        </div>
      </div>
      <button type="button" className="btn-secondary" onClick={onReset}>
        {t("resetFilters")}
      </button>
    </form>
  );
}
