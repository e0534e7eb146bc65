import type { Metadata } from "next";
import { Suspense } from "react";
import { getTranslations } from "next-intl/server";
import { localPath } from "../../_components/local-path";
import { ChangeAddressScreen } from "../../_orders/change-address-screen";
import { ShipmentAddressScreen } from "./shipment-address-screen";
import { ScreenMessages } from "../../_components/screen-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("orderPage");
  return { title: t("changeAddressTitle") };
}

/**
 * SPEC §2 /changeAddress (login required: proxy.ts): with ?orderId=… the same screen as /upDateAddress
 * (an order's delivery address); with only ?redirect=… the address of the shipment being put together.
 */
export default async function ChangeAddressPage({
  searchParams,
}: {
  searchParams: Promise<{ orderId?: string; id?: string; redirect?: string }>;
}) {
  const { orderId, id, redirect } = await searchParams;
  const back = localPath(redirect);
  return (
    <ScreenMessages screen="changeAddress/page">
      <Suspense>
        {back && !orderId && !id ? <ShipmentAddressScreen redirect={back} /> : <ChangeAddressScreen />}
      </Suspense>
    </ScreenMessages>
  );
}
