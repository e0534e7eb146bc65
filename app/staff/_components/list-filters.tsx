"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { TextInput } from "@/app/_components/inputs/text-input";

/**
 * The status tabs and search box above a desk's list (top-ups, withdrawals, defects, purchase, packing,
 * inspection). The search applies on submit, not per keystroke, so typing does not fetch the list again at
 * every letter. With `counts` (the packing and defects desks: waiting, or found by the search applied) each tab
 * shows how many are there, up to `cap`, marked when work waits there.
 */
export function ListFilters<F extends string>({
  filters,
  status,
  filterLabel,
  searchLabel,
  initialQuery = "",
  onStatus,
  onSearch,
  counts,
  watched,
  cap,
}: {
  filters: readonly F[];
  status: F;
  filterLabel: (filter: F) => string;
  searchLabel: string;
  initialQuery?: string;
  onStatus: (filter: F) => void;
  onSearch: (q: string) => void;
  counts?: Partial<Record<F, number>>;
  /** tabs counted for the record, not as work waiting for the member (the seller's turn, history): never marked */
  watched?: readonly F[];
  cap?: number;
}) {
  const t = useTranslations("staff.finance.common");
  const [draft, setDraft] = useState(initialQuery);
  return (
    <>
      <div className="flex flex-wrap gap-1" role="group" aria-label={t("status")}>
        {filters.map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={status === f}
            className={`rounded px-3 py-1.5 text-sm ${status === f ? "bg-slate-900 text-white" : "bg-slate-100"}`}
            onClick={() => onStatus(f)}
          >
            {filterLabel(f)}
            {counts?.[f] !== undefined && (
              <span
                className={`ml-1.5 rounded-full px-1.5 text-xs ${counts[f] && !watched?.includes(f) ? "bg-amber-200 text-amber-900" : "bg-white text-slate-600"}`}
                data-testid="step-count"
              >
                {cap !== undefined && counts[f] >= cap ? `${cap}+` : counts[f]}
              </span>
            )}
          </button>
        ))}
      </div>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          onSearch(draft.trim());
        }}
      >
        <TextInput label={searchLabel} name="q" maxLength={254} value={draft} onChange={setDraft} />
        <button type="submit" className="btn-primary w-auto">
          {t("search")}
        </button>
      </form>
    </>
  );
}
