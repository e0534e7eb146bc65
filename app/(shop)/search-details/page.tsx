import type { Metadata } from "next";
import { cookies } from "next/headers";
import { getLocale, getTranslations } from "next-intl/server";
import { urlParamsOf, type PageParams } from "@/lib/http/page-params";
import type { Locale } from "@/lib/i18n/locales";
import { PLATFORM_STORAGE_KEY, platformOfCookie } from "../../_goods/search-platforms";
import { SearchDetailsScreen } from "./search-details-screen";
import { firstResults } from "./first-results";
import { ScreenMessages } from "../../_components/screen-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("search");
  return { title: t("detailsTitle") };
}

/** /search-details?goodsName= | categoryId=(&name=) | imgUrl= — the goods of a keyword, category or photo. */
export default async function SearchDetailsPage({ searchParams }: { searchParams: Promise<PageParams> }) {
  const choice = platformOfCookie((await cookies()).get(PLATFORM_STORAGE_KEY)?.value);
  const first = await firstResults(urlParamsOf(await searchParams), choice, (await getLocale()) as Locale);
  // No Suspense boundary: the first results are part of the page's first paint, not streamed in after it.
  return (
    <ScreenMessages screen="search-details/page">
      <SearchDetailsScreen first={first} platformChoice={choice} />
    </ScreenMessages>
  );
}
