"use client";

import { useEffect, useMemo } from "react";
import { useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { queryKeyOf, request } from "@/lib/client/endpoint";
import { catalogueGoodsList } from "@/lib/client/endpoints";
import { useHydrated } from "@/lib/client/hydrated";
import type { GoodsCard } from "@/lib/client/goods-api";
import type { Locale } from "@/lib/i18n/locales";
import { GoodsCardPlaceholder, GoodsCardView } from "../../_goods/goods-card";
import { useSearchPlatform } from "../../_goods/platform-switch";
import type { SearchPlatform } from "../../_goods/search-platforms";
import { RECENT_GOODS_KEY, mirrorRecentIds, recentGoods } from "../../_goods/recent-goods";
import { useLocalStorage } from "../../_components/use-local-storage";
import { POPULAR_GOODS } from "./popular";
import { pageDataRefetch } from "@/lib/client/page-data";

/**
 * Issue 12: goods to start from on the home page — the best sellers of the platform chosen in the search
 * box (kept in localStorage, SPEC §3) and the goods recently viewed on this device.
 */
export function HomeGoods({
  platform: rendered,
  rows,
  recentIds,
  recentRows,
}: {
  platform: SearchPlatform;
  rows?: GoodsCard[];
  /** The recently viewed goods the cookie says this device keeps (app/_goods/recent-goods.ts)… */
  recentIds: number[];
  /** …as the catalogue has them now, rendered with the page. */
  recentRows: GoodsCard[];
}) {
  const t = useTranslations("home");
  const locale = useLocale() as Locale;
  const [platform] = useSearchPlatform(rendered);
  const popular = useQuery({
    queryKey: queryKeyOf(catalogueGoodsList, platform, locale),
    // Rendered with the page for the platform the server read (app/(shop)/ws-home/page.tsx).
    initialData: platform === rendered ? rows : undefined,
    refetchOnMount: pageDataRefetch,
    queryFn: async () =>
      (
        await request(
          catalogueGoodsList,
          { query: { platform, pageNum: 1, pageSize: POPULAR_GOODS } },
          { locale },
        )
      ).rows,
  });
  // The server has no localStorage: it renders the goods the cookie names. Once the page is live, the list
  // kept on this device decides; while it names the same goods, the server's fresher cards stay.
  const hydrated = useHydrated();
  const [raw] = useLocalStorage(RECENT_GOODS_KEY, "[]");
  const kept = useMemo(() => recentGoods(raw, locale), [raw, locale]);
  const keptIds = useMemo(() => kept.map((g) => g.goodsId), [kept]);
  const asRendered = !hydrated || keptIds.join(".") === recentIds.join(".");
  const recent = asRendered ? recentRows : kept;
  useEffect(() => {
    // A cookie that no longer names the list (storage cleared, an older list) is put right for next time.
    if (!asRendered) mirrorRecentIds(keptIds);
  }, [asRendered, keptIds]);

  return (
    <>
      {recent.length > 0 && (
        <section className="flex flex-col gap-2" data-testid="recent-goods">
          <h2 className="font-semibold">{t("recentGoods")}</h2>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {recent.slice(0, POPULAR_GOODS).map((g, i) => (
              <li key={`${g.platformType}-${g.numId}`}>
                <GoodsCardView card={g} priority={i < 2} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className="flex flex-col gap-2" data-testid="popular-goods">
        <h2 className="font-semibold">{t("popularGoods", { platform: t(`platformNames.${platform}`) })}</h2>
        {popular.isError && <p className="text-sm text-rose-700">{t("popularFailed")}</p>}
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {popular.isPending
            ? Array.from({ length: POPULAR_GOODS }, (_, i) => (
                <li key={i}>
                  <GoodsCardPlaceholder />
                </li>
              ))
            : popular.data?.map((g, i) => (
                <li key={`${g.platformType}-${g.numId}`}>
                  <GoodsCardView card={g} priority={i < 2 && !recent.length} />
                </li>
              ))}
        </ul>
      </section>
    </>
  );
}
