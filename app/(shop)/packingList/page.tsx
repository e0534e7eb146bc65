import type { Metadata } from "next";
import { Suspense } from "react";
import { getTranslations } from "next-intl/server";
import { PackingListScreen } from "./packing-list-screen";
import { ScreenMessages } from "../../_components/screen-messages";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("shipmentPage");
  return { title: t("packingListDoc") };
}

/** SPEC §2 /packingList?id=: a packing list as a printable document (login required: proxy.ts). */
export default function PackingListPage() {
  return (
    <ScreenMessages screen="packingList/page">
      <Suspense>
        <PackingListScreen />
      </Suspense>
    </ScreenMessages>
  );
}
