import type { Metadata } from "next";
import { Suspense } from "react";
import { getTranslations } from "next-intl/server";
import { env } from "@/lib/env";
import { urlParamsOf, type PageParams } from "@/lib/http/page-params";
import { UserShell } from "../../user/_components/user-shell";
import { OrderListScreen } from "./order-list-screen";
import { firstOrders } from "./first-orders";
import { LoadingCards } from "../../_components/skeleton";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("orderPage");
  return { title: t("listTitle") };
}

/** SPEC §2 /order/orderList (login required: proxy.ts). Filters live in the address. */
export default async function OrderListPage({ searchParams }: { searchParams: Promise<PageParams> }) {
  const { KAKAO_CHANNEL_URL, WECHAT_ID } = env();
  const first = await firstOrders(urlParamsOf(await searchParams));
  return (
    <UserShell kakaoUrl={KAKAO_CHANNEL_URL} wechatId={WECHAT_ID}>
      <Suspense fallback={<LoadingCards count={5} fill />}>
        <OrderListScreen first={first} />
      </Suspense>
    </UserShell>
  );
}
