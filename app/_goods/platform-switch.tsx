"use client";

import { useTranslations } from "next-intl";
import { useLocalStorage } from "../_components/use-local-storage";

/** Platforms the search box searches (SPEC §3); JD goods are reached through pasted links. */
export const SEARCH_PLATFORMS = ["1688", "taobao"] as const;
export type SearchPlatform = (typeof SEARCH_PLATFORMS)[number];
export const PLATFORM_STORAGE_KEY = "platform";

export const isSearchPlatform = (value: unknown): value is SearchPlatform =>
  SEARCH_PLATFORMS.includes(value as SearchPlatform);

/** The platform choice kept in local storage (default 1688), shared with the home search box. */
export function useSearchPlatform(): [SearchPlatform, (p: SearchPlatform) => void] {
  const [stored, setStored] = useLocalStorage(PLATFORM_STORAGE_KEY, "1688");
  return [isSearchPlatform(stored) ? stored : "1688", setStored];
}

export function PlatformSwitch({
  value,
  onChange,
}: {
  value: SearchPlatform;
  onChange: (platform: SearchPlatform) => void;
}) {
  const t = useTranslations("search");
  return (
    <div
      role="radiogroup"
      aria-label={t("platform")}
      className="inline-flex rounded-lg bg-slate-100 p-1 text-sm"
    >
      {SEARCH_PLATFORMS.map((p) => (
        <button
          key={p}
          type="button"
          role="radio"
          aria-checked={value === p}
          onClick={() => onChange(p)}
          className={`rounded-md px-3 py-1 ${value === p ? "bg-white font-semibold text-brand shadow-sm" : "text-slate-600"}`}
        >
          {t(`platforms.${p}`)}
        </button>
      ))}
    </div>
  );
}
