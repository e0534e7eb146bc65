import type { Metadata } from "next";
import { Suspense } from "react";
import { getTranslations } from "next-intl/server";
import { env } from "@/lib/env";
import { UserShell } from "../user/_components/user-shell";
import { ContainerContentsScreen } from "./container-contents-screen";
import { LoadingCards } from "../../_components/skeleton";
import { ScreenMessages } from "../../_components/screen-messages";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("shipmentPage");
  return { title: t("linesAndBoxes") };
}

/** SPEC §2 /batchDetails-details?id=: the goods and boxes of a packing list (login required: proxy.ts). */
export default function BatchDetailsDetailsPage() {
  const { KAKAO_CHANNEL_URL, WECHAT_ID } = env();
  return (
    <ScreenMessages screen="batchDetails-details/page">
      <UserShell kakaoUrl={KAKAO_CHANNEL_URL} wechatId={WECHAT_ID}>
        <Suspense fallback={<LoadingCards count={5} fill />}>
          <ContainerContentsScreen />
        </Suspense>
      </UserShell>
    </ScreenMessages>
  );
}
