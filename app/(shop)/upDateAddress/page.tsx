import type { Metadata } from "next";
import { Suspense } from "react";
import { getTranslations } from "next-intl/server";
import { ChangeAddressScreen } from "../../_orders/change-address-screen";
import { ScreenMessages } from "../../_components/screen-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("orderPage");
  return { title: t("changeAddressTitle") };
}

/** SPEC §2 /upDateAddress?orderId=…: change an order's delivery address (login required: proxy.ts). */
export default function UpDateAddressPage() {
  return (
    <ScreenMessages screen="upDateAddress/page">
      <Suspense>
        <ChangeAddressScreen />
      </Suspense>
    </ScreenMessages>
  );
}
