import type { Metadata } from "next";
import { Suspense } from "react";
import { getTranslations } from "next-intl/server";
import { env } from "@/lib/env";
import { UserShell } from "../../user/_components/user-shell";
import { OrderDetailsScreen } from "./order-details-screen";
import { LoadingCards } from "../../../_components/skeleton";
import { ScreenMessages } from "../../../_components/screen-messages";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("orderPage");
  return { title: t("detailsTitle") };
}

/** SPEC §2 /order/orderDetails?id=… (login required: proxy.ts); the menu highlights the order entry. */
export default function OrderDetailsPage() {
  const { KAKAO_CHANNEL_URL, WECHAT_ID } = env();
  return (
    <ScreenMessages screen="order/orderDetails/page">
      <UserShell kakaoUrl={KAKAO_CHANNEL_URL} wechatId={WECHAT_ID}>
        <Suspense fallback={<LoadingCards count={5} fill />}>
          <OrderDetailsScreen />
        </Suspense>
      </UserShell>
    </ScreenMessages>
  );
}
