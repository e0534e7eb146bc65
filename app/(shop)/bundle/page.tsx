import type { Metadata } from "next";
import { Suspense } from "react";
import { getTranslations } from "next-intl/server";
import { BundleScreen } from "./bundle-screen";
import { ScreenMessages } from "../../_components/screen-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("orderPage");
  return { title: t("bundleTitle") };
}

/** SPEC §2 /bundle?ids=…: combined payment (login required: proxy.ts). */
export default function BundlePage() {
  return (
    <ScreenMessages screen="bundle/page">
      <Suspense>
        <BundleScreen />
      </Suspense>
    </ScreenMessages>
  );
}
