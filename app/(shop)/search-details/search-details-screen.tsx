"use client";

import Link from "@/app/_components/link";
import { useEffect } from "react";
import { useRouter, useSearchParams } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { queryKeyOf, request } from "@/lib/client/endpoint";
import { catalogueGoodsList, catalogueImageSearch, catalogueKeywordSearch } from "@/lib/client/endpoints";
import type { GoodsCard } from "@/lib/client/goods-api";
import { formatNumber } from "@/lib/format";
import { formatKeywordTotal } from "@/lib/goods/result-total";
import type { Locale } from "@/lib/i18n/locales";
import { GoodsList } from "../../_goods/goods-list";
import { QuickSearch } from "../../_goods/quick-search";
import { PlatformSwitch, useSearchPlatform } from "../../_goods/platform-switch";
import type { SearchPlatform } from "../../_goods/search-platforms";
import { useKeptAliveList } from "../../_components/use-kept-alive-list";
import type { ListPage } from "@/lib/client/search-cache";
import { addressPlatform, searchSourceKey, searchSourceOf, searchViewKey } from "./search-source";

/** The first page the server rendered, and the view it belongs to (`searchViewKey`). */
export type FirstResults = { view: string; page: ListPage<GoodsCard> };

/** The endpoint whose answers a results view keeps, by what it searches. */
const ENDPOINT = {
  keyword: catalogueKeywordSearch,
  category: catalogueGoodsList,
  image: catalogueImageSearch,
};

/** The goods of a keyword, a category (best-selling first) or an uploaded photo (most similar first). */
export function SearchDetailsScreen({
  first,
  platformChoice,
}: {
  first?: FirstResults;
  /** The seller's platform choice as the server read it (the cookie), for the first render. */
  platformChoice: SearchPlatform;
}) {
  const t = useTranslations("search");
  const locale = useLocale() as Locale;
  const params = useSearchParams();
  const source = searchSourceOf(params);
  const urlPlatform = addressPlatform(params);
  const router = useRouter();
  const [storedPlatform, setStoredPlatform] = useSearchPlatform(platformChoice);
  // The platform in the link (e.g. from image search) is the one searched, and becomes the stored choice.
  const platform = urlPlatform ?? storedPlatform;
  useEffect(() => {
    if (urlPlatform && urlPlatform !== storedPlatform) setStoredPlatform(urlPlatform);
  }, [urlPlatform, storedPlatform, setStoredPlatform]);
  const switchPlatform = (next: typeof platform) => {
    setStoredPlatform(next);
    const query = new URLSearchParams(params.toString());
    query.set("platform", next);
    router.replace(`/search-details?${query}`, { scroll: false });
  };
  const sourceKey = searchSourceKey(source);
  const view = searchViewKey(source, platform, locale);

  const { query, rows, total } = useKeptAliveList<GoodsCard>({
    viewKey: `search-details|${view}`,
    queryKey: queryKeyOf(ENDPOINT[source?.kind ?? "keyword"], sourceKey, platform, locale),
    enabled: !!source,
    initialPage: first?.view === view ? first.page : undefined,
    fetchPage: async (pageNum, pageSize) => {
      if (!source) return { total: 0, rows: [] };
      const paging = { platform, pageNum, pageSize };
      if (source.kind === "image")
        return request(catalogueImageSearch, { query: { imgUrl: source.imgUrl, ...paging } }, { locale });
      if (source.kind === "category")
        return request(
          catalogueGoodsList,
          { query: { categoryId: source.categoryId, ...paging } },
          { locale },
        );
      return request(
        catalogueKeywordSearch,
        { query: { goodsName: source.goodsName, ...paging } },
        { locale },
      );
    },
  });

  if (!source) {
    return (
      <div className="card flex flex-col items-center gap-3 text-center text-sm" data-testid="no-search">
        <p className="text-slate-600">{t("noCondition")}</p>
        <Link href="/search" className="btn-secondary">
          {t("backToSearch")}
        </Link>
      </div>
    );
  }

  const heading =
    source.kind === "keyword"
      ? t("resultsTitle", { keyword: source.goodsName })
      : source.kind === "category"
        ? source.name || t("categoryGoods")
        : t("imageResults");

  return (
    <div className="flex flex-col gap-3">
      {/* Issue 12: the search field on the results page at every width (the header's is desktop only). */}
      <QuickSearch
        key={`${source.kind}|${sourceKey}`}
        compact
        initialText={source.kind === "keyword" ? source.goodsName : ""}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="min-w-0 break-words text-xl font-bold" data-testid="results-heading">
          {heading}
        </h1>
        <PlatformSwitch value={platform} onChange={switchPlatform} />
      </div>
      {source.kind === "image" && (
        <div className="card flex items-center gap-3 p-3">
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={source.imgUrl} alt={t("yourImage")} className="h-16 w-16 rounded-lg object-cover" />
          <p className="text-sm text-slate-600">{t("imageRanked")}</p>
        </div>
      )}
      {/* Always there (empty while loading): the results below do not jump when the count arrives. */}
      <p className="min-h-5 text-sm text-slate-600" data-testid={query.data ? "result-total" : undefined}>
        {query.data &&
          t("total", {
            total: source.kind === "keyword" ? formatKeywordTotal(total) : formatNumber(total, 0),
          })}
      </p>
      <GoodsList rows={rows} query={query} emptyText={t("empty")} />
    </div>
  );
}
