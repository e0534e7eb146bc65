import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { env } from "@/lib/env";
import { urlParamsOf, type PageParams } from "@/lib/http/page-params";
import { UserShell } from "../user/_components/user-shell";
import { BatchListScreen } from "./batch-list-screen";
import { firstContainers } from "./first-containers";
import { ScreenMessages } from "../../_components/screen-messages";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("shipmentPage");
  return { title: t("listTitle") };
}

/** SPEC §2 /batchManage, kept alive (login required: proxy.ts). Filters live in the address. */
export default async function BatchManagePage({ searchParams }: { searchParams: Promise<PageParams> }) {
  const { KAKAO_CHANNEL_URL, WECHAT_ID } = env();
  const first = await firstContainers(urlParamsOf(await searchParams));
  return (
    <ScreenMessages screen="batchManage/page">
      <UserShell kakaoUrl={KAKAO_CHANNEL_URL} wechatId={WECHAT_ID}>
        {/* No Suspense boundary: the first packing lists are part of the page's first paint. */}
        <BatchListScreen first={first} />
      </UserShell>
    </ScreenMessages>
  );
}
