import type { Metadata } from "next";
import { Suspense } from "react";
import { getTranslations } from "next-intl/server";
import { StoredGoodsScreen } from "../../apply-goods/stored-goods-screen";
import { ScreenMessages } from "../../../_components/screen-messages";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("shipmentPage");
  return { title: t("applyTitle") };
}

/** SPEC §2 /batch/batchAdd (order bottom menu 6): the same screen as /apply-goods (login required: proxy.ts). */
export default function BatchAddPage() {
  return (
    <ScreenMessages screen="batch/batchAdd/page">
      <Suspense>
        <StoredGoodsScreen />
      </Suspense>
    </ScreenMessages>
  );
}
