"use client";

import { useEffect, useMemo } from "react";
import { useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { api } from "@/lib/client/api";
import { useHydrated } from "@/lib/client/hydrated";
import type { GoodsCard } from "@/lib/client/goods-api";
import type { Locale } from "@/lib/i18n/locales";
import { GoodsCardPlaceholder, GoodsCardView } from "../_goods/goods-card";
import { useSearchPlatform } from "../_goods/platform-switch";
import type { SearchPlatform } from "../_goods/search-platforms";
import { RECENT_GOODS_KEY, mirrorRecentCount, recentGoods } from "../_goods/recent-goods";
import { useLocalStorage } from "../_components/use-local-storage";
import { POPULAR_GOODS } from "./popular";

/**
 * Issue 12: goods to start from on the home page — the best sellers of the platform chosen in the search
 * box (kept in localStorage, SPEC §3) and the goods recently viewed on this device.
 */
export function HomeGoods({
  platform: rendered,
  rows,
  recentCount,
}: {
  platform: SearchPlatform;
  rows?: GoodsCard[];
  /** How many recently viewed goods the cookie says this device keeps (app/_goods/recent-goods.ts). */
  recentCount: number;
}) {
  const t = useTranslations("home");
  const locale = useLocale() as Locale;
  const [platform] = useSearchPlatform(rendered);
  const popular = useQuery({
    queryKey: ["homePopular", platform, locale],
    // Rendered with the page for the platform the server read (app/ws-home/page.tsx).
    initialData: platform === rendered ? rows : undefined,
    queryFn: async () =>
      (
        await api<GoodsCard>("/shop/goods/list", {
          query: { platform, pageNum: 1, pageSize: POPULAR_GOODS },
          locale,
        })
      ).rows ?? [],
  });
  // The server has no localStorage: it renders the cards' shapes, as many as the cookie counts, and the
  // list takes their place once the page is live.
  const hydrated = useHydrated();
  const [raw] = useLocalStorage(RECENT_GOODS_KEY, "[]");
  const recent = useMemo(() => recentGoods(raw, locale), [raw, locale]);
  useEffect(() => {
    // A cookie that no longer matches the list (storage cleared, another tab) is put right for next time.
    if (hydrated && recent.length !== recentCount) mirrorRecentCount(recent.length);
  }, [hydrated, recent.length, recentCount]);
  const shown = hydrated ? recent.length : recentCount;

  return (
    <>
      {shown > 0 && (
        <section className="flex flex-col gap-2" data-testid="recent-goods">
          <h2 className="font-semibold">{t("recentGoods")}</h2>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {hydrated
              ? recent.slice(0, POPULAR_GOODS).map((g) => (
                  <li key={`${g.platformType}-${g.numId}`}>
                    <GoodsCardView card={g} />
                  </li>
                ))
              : Array.from({ length: Math.min(shown, POPULAR_GOODS) }, (_, i) => (
                  <li key={i}>
                    <GoodsCardPlaceholder />
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
                  <GoodsCardView card={g} priority={i < 2} />
                </li>
              ))}
        </ul>
      </section>
    </>
  );
}
