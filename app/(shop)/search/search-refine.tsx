"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { SEARCH_SORTS, type SearchSort } from "@/lib/inputs/limits";

export type Refine = { sort: SearchSort; priceMin: string; priceMax: string; minOrderMax: string };

/** The search's order and filters as the address holds them (?sort=&priceMin=&priceMax=&minOrderMax=). */
export function refineOf(params: URLSearchParams): Refine {
  const sort = params.get("sort");
  return {
    sort: SEARCH_SORTS.includes(sort as SearchSort) ? (sort as SearchSort) : "relevance",
    priceMin: params.get("priceMin") ?? "",
    priceMax: params.get("priceMax") ?? "",
    minOrderMax: params.get("minOrderMax") ?? "",
  };
}

/**
 * Issue 12: sort by relevance, unit price (either way) or sales; filter by unit price range in yuan (the
 * goods' own currency, the "from" price of the cards) and by minimum order. The order applies at once, the
 * filters with their button; the server checks them (bad bounds answer a toast).
 */
export function SearchRefine({ value, onChange }: { value: Refine; onChange: (next: Refine) => void }) {
  const t = useTranslations("search");
  const [draft, setDraft] = useState(value);
  const field = (name: "priceMin" | "priceMax" | "minOrderMax", label: string, step: string) => (
    <label className="flex flex-col text-xs text-slate-600">
      {label}
      <input
        className="input mt-1 w-28"
        type="number"
        inputMode="decimal"
        min={name === "minOrderMax" ? 1 : 0}
        step={step}
        name={name}
        value={draft[name]}
        onChange={(e) => setDraft((d) => ({ ...d, [name]: e.target.value }))}
      />
    </label>
  );
  return (
    <div className="flex flex-wrap items-end gap-3" data-testid="search-refine">
      <label className="flex flex-col text-xs text-slate-600">
        {t("sortLabel")}
        <select
          className="input mt-1 w-auto"
          name="sort"
          value={value.sort}
          onChange={(e) => onChange({ ...draft, sort: e.target.value as SearchSort })}
        >
          {SEARCH_SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`sort.${s}`)}
            </option>
          ))}
        </select>
      </label>
      {field("priceMin", t("priceMin"), "0.01")}
      {field("priceMax", t("priceMax"), "0.01")}
      {field("minOrderMax", t("minOrderMax"), "1")}
      <button
        type="button"
        className="btn-secondary"
        onClick={() => onChange({ ...draft, sort: value.sort })}
      >
        {t("applyFilters")}
      </button>
    </div>
  );
}
