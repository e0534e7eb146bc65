import { Suspense } from "react";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SearchScreen } from "./search-screen";
import { ScreenMessages } from "../../_components/screen-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("search");
  return { title: t("title") };
}

/** /search (SPEC §2, kept alive): keyword or product link, platform switch, image search, results. */
export default function SearchPage() {
  return (
    <ScreenMessages screen="search/page">
      <Suspense>
        <SearchScreen />
      </Suspense>
    </ScreenMessages>
  );
}
