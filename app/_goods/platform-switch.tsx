"use client";

import { useEffect } from "react";
import { useTranslations } from "next-intl";
import { useLocalStorage } from "../_components/use-local-storage";
import {
  DEFAULT_SEARCH_PLATFORM,
  PLATFORM_STORAGE_KEY,
  SEARCH_PLATFORMS,
  isSearchPlatform,
  type SearchPlatform,
} from "./search-platforms";

/**
 * The platform choice kept in local storage (SPEC §3), shared with the home search box. It is mirrored into
 * a cookie so that the server renders results for it; `rendered` is the one the server read, which the
 * page's first render uses too.
 */
export function useSearchPlatform(rendered?: SearchPlatform): [SearchPlatform, (p: SearchPlatform) => void] {
  const [stored, setStored] = useLocalStorage(PLATFORM_STORAGE_KEY, rendered ?? DEFAULT_SEARCH_PLATFORM);
  const platform = isSearchPlatform(stored) ? stored : DEFAULT_SEARCH_PLATFORM;
  useEffect(() => {
    document.cookie = `${PLATFORM_STORAGE_KEY}=${platform}; path=/; max-age=${PLATFORM_COOKIE_SECONDS}; samesite=lax`;
  }, [platform]);
  return [platform, setStored];
}

const PLATFORM_COOKIE_SECONDS = 365 * 24 * 3600;

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
