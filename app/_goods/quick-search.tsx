"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { ImageSearchButton } from "./image-search-button";
import { useSearchPlatform } from "./platform-switch";
import { SEARCH_PLATFORMS, isSearchPlatform } from "./search-platforms";

/**
 * The search box of the home page, the desktop header and the results page: platform (kept in localStorage, SPEC §3),
 * keyword or product link, and image search. A keyword opens /search; a product link opens its goods page.
 */
export function QuickSearch({
  compact = false,
  initialText = "",
}: {
  compact?: boolean;
  initialText?: string;
}) {
  const t = useTranslations();
  const router = useRouter();
  const [platform, setPlatform] = useSearchPlatform();
  const [text, setText] = useState(initialText);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const q = text.trim();
    if (!q) return;
    // The link parser (every platform's address forms, lib/codes.ts) is needed once a search is sent, not
    // before: loaded then, it stays out of every page's first load (docs/performance.md "First-load JavaScript").
    const parser = await import("./link-target").catch(() => null);
    const link = parser
      ? (parser.linkTarget(q) ?? (parser.looksLikeLink(q) ? { url: parser.firstAddress(q), platform } : null))
      : null;
    router.push(
      link
        ? `/goods/goodsDetails?${new URLSearchParams({ url: link.url, platform: link.platform })}`
        : `/search?${new URLSearchParams({ goodsName: q, platform })}`,
    );
  }

  return (
    <form
      onSubmit={(e) => void submit(e)}
      role="search"
      aria-label={t("search.title")}
      className={`flex min-w-0 gap-2 rounded-xl bg-white p-1.5 text-slate-900 ${compact ? "ring-1 ring-slate-300" : "shadow"}`}
    >
      <select
        aria-label={t("home.platform")}
        className="rounded-lg bg-slate-100 px-2 text-sm"
        value={platform}
        onChange={(e) => isSearchPlatform(e.target.value) && setPlatform(e.target.value)}
      >
        {SEARCH_PLATFORMS.map((p) => (
          <option key={p} value={p}>
            {t(`search.platforms.${p}`)}
          </option>
        ))}
      </select>
      <input
        type="search"
        className="min-w-0 flex-1 px-2 text-base outline-none"
        name="goodsName"
        aria-label={t("search.keyword")}
        placeholder={t("home.searchPlaceholder")}
        autoComplete="off"
        enterKeyHint="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <button className="rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-white" type="submit">
        {t("home.searchButton")}
      </button>
      {compact && <ImageSearchButton platform={platform} />}
    </form>
  );
}
