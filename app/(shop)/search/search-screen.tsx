"use client";

import { useEffect, useRef, useState } from "react";
import Link from "@/app/_components/link";
import { useRouter, useSearchParams } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { queryKeyOf, request } from "@/lib/client/endpoint";
import { catalogueKeywordSearch } from "@/lib/client/endpoints";
import { SEARCH_DEBOUNCE_MS } from "@/lib/client/debounce";
import type { GoodsCard } from "@/lib/client/goods-api";
import { formatKeywordTotal } from "@/lib/goods/result-total";
import type { Locale } from "@/lib/i18n/locales";
import { GoodsList } from "../../_goods/goods-list";
import { ImageSearchButton } from "../../_goods/image-search-button";
import { firstAddress, linkTarget, looksLikeLink } from "../../_goods/link-target";
import { PlatformSwitch, useSearchPlatform } from "../../_goods/platform-switch";
import { isSearchPlatform, type SearchPlatform } from "../../_goods/search-platforms";
import { useKeptAliveList } from "../../_components/use-kept-alive-list";
import { useDebouncedCallback } from "../../_goods/use-debounced-callback";
import { rememberSearch } from "../../_goods/last-search";
import { SearchRefine, refineOf, type Refine } from "./search-refine";

/** The refine part of the address (empty bounds and the default order left out). */
function refineParams(r: Refine): Record<string, string> {
  const out: Record<string, string> = {};
  if (r.sort !== "relevance") out.sort = r.sort;
  for (const k of ["priceMin", "priceMax", "minOrderMax"] as const) if (r[k].trim()) out[k] = r[k].trim();
  return out;
}

/**
 * The search screen. The committed keyword and platform live in the URL (`?goodsName=&platform=`), so the
 * back button returns to the same search; results and scroll are kept alive by useKeptAliveList.
 * Typing searches 600 ms after the last keystroke; a pasted product link opens the goods page.
 */
export function SearchScreen() {
  const t = useTranslations("search");
  const locale = useLocale() as Locale;
  const router = useRouter();
  const params = useSearchParams();
  const goodsName = params.get("goodsName")?.trim() ?? "";
  const urlPlatform = params.get("platform");
  const [storedPlatform, setStoredPlatform] = useSearchPlatform();
  const platform: SearchPlatform = isSearchPlatform(urlPlatform) ? urlPlatform : storedPlatform;
  const [draft, setDraft] = useState(goodsName);
  const refine = refineOf(params);
  const refined = refineParams(refine);
  const refineKey = new URLSearchParams(refined).toString();
  const here = params.toString();
  useEffect(() => {
    if (here) rememberSearch(`/search?${here}`);
  }, [here]);

  // The home search box passes its platform in the URL; keep it as the stored choice (SPEC §3).
  useEffect(() => {
    if (isSearchPlatform(urlPlatform) && urlPlatform !== storedPlatform) setStoredPlatform(urlPlatform);
  }, [urlPlatform, storedPlatform, setStoredPlatform]);

  // A keyword arriving by navigation (home search box, back/forward) replaces what was typed.
  const committed = useRef(goodsName);
  useEffect(() => {
    if (goodsName !== committed.current) {
      committed.current = goodsName;
      setDraft(goodsName);
    }
  }, [goodsName]);

  const commit = (text: string, nextPlatform: SearchPlatform, explicit: boolean) => {
    const q = text.trim();
    const link = linkTarget(q);
    if (link || (explicit && looksLikeLink(q))) {
      const target = link ?? { url: firstAddress(q), platform: nextPlatform };
      router.push(
        `/goods/goodsDetails?${new URLSearchParams({ url: target.url, platform: target.platform })}`,
      );
      return;
    }
    // Half-typed links wait for Enter: searching them as keywords would find nothing useful.
    if (looksLikeLink(q)) return;
    committed.current = q;
    router.replace(searchHref(q, nextPlatform, refine), { scroll: false });
  };
  const searchHref = (q: string, p: SearchPlatform, r: Refine) => {
    const query = new URLSearchParams({ platform: p, ...(q ? { goodsName: q } : {}), ...refineParams(r) });
    return `/search?${query}`;
  };
  const debounced = useDebouncedCallback(
    (text: string, p: SearchPlatform) => commit(text, p, false),
    SEARCH_DEBOUNCE_MS,
  );

  // Text typed while the page was still loading is in the field but not in the state: the next render
  // would put the state back. Take it over once, right after hydration, and search it like typed text.
  const field = useRef<HTMLInputElement>(null);
  const adoptTyped = useRef(() => {
    const typed = field.current?.value ?? "";
    if (typed !== draft) {
      setDraft(typed);
      debounced.call(typed, platform);
    }
  });
  // An effect after the debounce's own (which makes `debounced` ready), before any re-render of this commit.
  useEffect(() => adoptTyped.current(), []);

  const { query, rows, total } = useKeptAliveList<GoodsCard>({
    viewKey: `search|${platform}|${locale}|${goodsName}|${refineKey}`,
    queryKey: queryKeyOf(catalogueKeywordSearch, platform, locale, goodsName, refineKey),
    enabled: goodsName.length > 0,
    fetchPage: (pageNum, pageSize) =>
      request(
        catalogueKeywordSearch,
        { query: { goodsName, platform, pageNum, pageSize, ...refined } },
        { locale },
      ),
  });

  return (
    <div className="flex flex-col gap-3">
      <h1 className="text-xl font-bold">{t("title")}</h1>
      <form
        role="search"
        className="card flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          debounced.cancel();
          commit(draft, platform, true);
        }}
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <PlatformSwitch
            value={platform}
            onChange={(p) => {
              setStoredPlatform(p);
              debounced.cancel();
              commit(draft, p, false);
            }}
          />
          <Link
            href="/classify"
            className="text-sm text-brand hover:underline"
            data-testid="browse-categories"
          >
            {t("browseCategories")}
          </Link>
        </div>
        <div className="flex gap-2">
          <input
            type="search"
            ref={field}
            name="goodsName"
            className="input min-w-0 flex-1"
            aria-label={t("keyword")}
            placeholder={t("placeholder")}
            autoComplete="off"
            enterKeyHint="search"
            value={draft}
            onChange={(e) => {
              setDraft(e.target.value);
              debounced.call(e.target.value, platform);
            }}
            onPaste={(e) => {
              // A pasted link opens its goods page at once (no need to wait for the debounce).
              const pasted = e.clipboardData.getData("text");
              const link = linkTarget(pasted.trim());
              if (link) {
                e.preventDefault();
                setDraft(pasted.trim());
                debounced.cancel();
                commit(pasted, platform, true);
              }
            }}
          />
          <button
            type="submit"
            className="shrink-0 rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark"
          >
            {t("submit")}
          </button>
          <ImageSearchButton platform={platform} />
        </div>
        <p className="text-xs text-slate-500">{t("linkHint")}</p>
      </form>

      {goodsName ? (
        <section aria-label={t("results")} className="flex flex-col gap-2">
          <SearchRefine
            key={refineKey}
            value={refine}
            onChange={(next) => router.replace(searchHref(goodsName, platform, next), { scroll: false })}
          />
          {/* Always there (empty while loading): the results below do not jump when the count arrives. */}
          <p className="min-h-5 text-sm text-slate-600" data-testid={query.data ? "result-total" : undefined}>
            {query.data && t("resultsFor", { keyword: goodsName, total: formatKeywordTotal(total) })}
          </p>
          <GoodsList
            rows={rows}
            query={query}
            emptyText={
              <span className="flex flex-col items-center gap-2">
                {t("empty")}
                <Link
                  href={`/order/agentOrder?name=${encodeURIComponent(goodsName)}`}
                  className="text-brand underline"
                  data-testid="agent-order-offer"
                >
                  {t("agentOrderOffer")}
                </Link>
              </span>
            }
          />
        </section>
      ) : (
        <p className="card text-center text-sm text-slate-500" data-testid="search-start">
          {t("startHint")}
        </p>
      )}
    </div>
  );
}
