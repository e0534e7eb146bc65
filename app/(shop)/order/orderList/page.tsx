import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { env } from "@/lib/env";
import { urlParamsOf, type PageParams } from "@/lib/http/page-params";
import { UserShell } from "../../user/_components/user-shell";
import { OrderListScreen } from "./order-list-screen";
import { firstOrders } from "./first-orders";
import { ScreenMessages } from "../../../_components/screen-messages";

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
    <ScreenMessages screen="order/orderList/page">
      <UserShell kakaoUrl={KAKAO_CHANNEL_URL} wechatId={WECHAT_ID}>
        {/* No Suspense boundary: the first orders are part of the page's first paint, not streamed in after it. */}
        <OrderListScreen first={first} />
      </UserShell>
    </ScreenMessages>
  );
}
