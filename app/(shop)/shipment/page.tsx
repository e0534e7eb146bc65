import type { Metadata } from "next";
import { Suspense } from "react";
import { getTranslations } from "next-intl/server";
import { ShipmentScreen } from "./shipment-screen";
import { ScreenMessages } from "../../_components/screen-messages";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("shipmentPage");
  return { title: t("shipmentTitle") };
}

/** SPEC §2 /shipment: international shipment of goods in storage, kept alive (login required: proxy.ts). */
export default function ShipmentPage() {
  return (
    <ScreenMessages screen="shipment/page">
      <Suspense>
        <ShipmentScreen />
      </Suspense>
    </ScreenMessages>
  );
}
