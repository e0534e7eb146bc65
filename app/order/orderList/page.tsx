import type { Metadata } from "next";
import { Suspense } from "react";
import { getTranslations } from "next-intl/server";
import { env } from "@/lib/env";
import { UserShell } from "../../user/_components/user-shell";
import { OrderListScreen } from "./order-list-screen";
import { LoadingCards } from "../../_components/skeleton";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("orderPage");
  return { title: t("listTitle") };
}

/** SPEC §2 /order/orderList (login required: proxy.ts). Filters live in the address. */
export default function OrderListPage() {
  const { KAKAO_CHANNEL_URL, WECHAT_ID } = env();
  return (
    <UserShell kakaoUrl={KAKAO_CHANNEL_URL} wechatId={WECHAT_ID}>
      <Suspense fallback={<LoadingCards count={5} fill />}>
        <OrderListScreen />
      </Suspense>
    </UserShell>
  );
}
