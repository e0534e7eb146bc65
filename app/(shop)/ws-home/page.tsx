import Link from "@/app/_components/link";
import { cookies } from "next/headers";
import { getLocale, getTranslations } from "next-intl/server";
import { listAnnouncements, listGuides } from "@/lib/content/home-content";
import { pageRate } from "@/lib/rates/page-rate";
import { GUIDE_CENTER_TYPE } from "@/lib/codes";
import type { Locale } from "@/lib/i18n/locales";
import { formatDate } from "@/lib/format";
import { categoriesOf, goodsCardsByIds, searchGoods } from "@/lib/goods/service";
import { QuickSearch } from "../../_goods/quick-search";
import { PLATFORM_STORAGE_KEY, platformOfCookie } from "../../_goods/search-platforms";
import { SEARCH_PLATFORM_CODE } from "../../_goods/search-platform-codes";
import { RECENT_GOODS_COOKIE, recentIdsOfCookie } from "../../_goods/recent-goods";
import { HomeGoods } from "./home-goods";
import { POPULAR_GOODS } from "./popular";
import { ScreenMessages } from "../../_components/screen-messages";

export const dynamic = "force-dynamic";

export default async function HomePage() {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations();
  const [announcements, guides, rate, categories] = await Promise.all([
    listAnnouncements(locale, 1, 5),
    listGuides(GUIDE_CENTER_TYPE.BOTTOM_MENU, locale, 1, 4),
    pageRate(),
    categoriesOf(0, locale),
  ]);
  // The chosen platform's best sellers come with the page: the first screen's pictures need no second trip.
  const jar = await cookies();
  const platform = platformOfCookie(jar.get(PLATFORM_STORAGE_KEY)?.value);
  // The goods recently viewed on this device, as its cookie names them (app/_goods/recent-goods.ts).
  const recentIds = recentIdsOfCookie(jar.get(RECENT_GOODS_COOKIE)?.value);
  const [popular, recentRows] = await Promise.all([
    searchGoods(
      { platform: SEARCH_PLATFORM_CODE[platform], pageNum: 1, pageSize: POPULAR_GOODS, keyword: "" },
      locale,
    ).catch(() => null),
    goodsCardsByIds(recentIds.slice(0, POPULAR_GOODS), locale).catch(() => []),
  ]);
  return (
    <ScreenMessages screen="ws-home/page">
      <div className="flex flex-col gap-4">
        {/* 700 shades: white text stays above 4.5:1 over the whole gradient (axe cannot measure gradients) */}
        <section className="rounded-2xl bg-gradient-to-br from-orange-700 to-rose-700 p-5 text-white shadow">
          <h1 className="text-xl font-bold sm:text-2xl">{t("home.heroTitle")}</h1>
          <p className="mt-1 text-sm opacity-90">{t("home.heroText")}</p>
          <div className="mt-4">
            <QuickSearch />
          </div>
          {rate && (
            <p className="mt-3 text-sm" data-testid="home-rate">
              {t("home.rate", { rate: rate.rate.toFixed(2) })}
            </p>
          )}
        </section>

        {categories.length > 0 && (
          <nav aria-label={t("home.categories")} data-testid="home-categories">
            <h2 className="mb-2 font-semibold">{t("home.categories")}</h2>
            <ul className="flex flex-wrap gap-2">
              {categories.map((c) => (
                <li key={c.id}>
                  <Link
                    href={`/search-details?${new URLSearchParams({ categoryId: String(c.id), name: c.categoryName })}`}
                    className="inline-block rounded-full bg-white px-3 py-1.5 text-sm ring-1 ring-slate-200 hover:ring-brand"
                  >
                    {c.categoryName}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}

        <HomeGoods platform={platform} rows={popular?.rows} recentIds={recentIds} recentRows={recentRows} />

        <div className="grid gap-4 md:grid-cols-2">
          <section className="card">
            <h2 className="mb-2 font-semibold">{t("home.announcements")}</h2>
            {announcements.rows.length === 0 ? (
              <p className="text-sm text-slate-600">{t("home.noAnnouncements")}</p>
            ) : (
              <ul className="divide-y divide-slate-100" data-testid="announcements">
                {announcements.rows.map((a) => (
                  <li key={a.id}>
                    <Link
                      href={`/ggDetails?id=${a.id}`}
                      className="flex justify-between gap-3 py-2 text-sm hover:text-brand"
                    >
                      <span className="line-clamp-1">
                        {a.pinned && <span className="mr-1 text-brand">●</span>}
                        {a.title}
                      </span>
                      <time className="shrink-0 text-xs text-slate-600">{formatDate(a.createTime)}</time>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section className="card">
            <h2 className="mb-2 font-semibold">{t("home.guides")}</h2>
            <ul className="grid grid-cols-2 gap-2" data-testid="guides">
              {guides.rows.map((g) => (
                <li key={g.id}>
                  <Link
                    href={`/operateGuide?centerType=${GUIDE_CENTER_TYPE.BOTTOM_MENU}&id=${g.id}`}
                    className="block h-full rounded-lg bg-orange-50 p-3 text-sm hover:bg-orange-100"
                  >
                    <span className="line-clamp-2">{g.title}</span>
                    <time className="mt-1 block text-xs text-slate-600">{formatDate(g.createTime)}</time>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        </div>
        <p className="text-center text-xs text-slate-600">{t("home.rateNote")}</p>
      </div>
    </ScreenMessages>
  );
}
