import type { Metadata } from "next";
import { Suspense } from "react";
import { getTranslations } from "next-intl/server";
import { StoredGoodsScreen } from "./stored-goods-screen";
import { ScreenMessages } from "../../_components/screen-messages";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("shipmentPage");
  return { title: t("applyTitle") };
}

/** SPEC §2 /apply-goods: choose goods in storage to ship (login required: proxy.ts). */
export default function ApplyGoodsPage() {
  return (
    <ScreenMessages screen="apply-goods/page">
      <Suspense>
        <StoredGoodsScreen />
      </Suspense>
    </ScreenMessages>
  );
}
