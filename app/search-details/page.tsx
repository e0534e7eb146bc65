import { Suspense } from "react";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SearchDetailsScreen } from "./search-details-screen";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("search");
  return { title: t("detailsTitle") };
}

/** /search-details?goodsName= | categoryId=(&name=) | imgUrl= — the goods of a keyword, category or photo. */
export default function SearchDetailsPage() {
  return (
    <Suspense>
      <SearchDetailsScreen />
    </Suspense>
  );
}
