import type { Metadata } from "next";
import { Suspense } from "react";
import { getTranslations } from "next-intl/server";
import { env } from "@/lib/env";
import { UserShell } from "../../user/_components/user-shell";
import { ProblemListScreen } from "./problem-list-screen";
import { LoadingCards } from "../../_components/skeleton";
import { ScreenMessages } from "../../_components/screen-messages";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("problemPage");
  return { title: t("listTitle") };
}

/** SPEC §2 /order/orderBad, kept alive (login required: proxy.ts). Filters live in the address. */
export default function OrderBadPage() {
  const { KAKAO_CHANNEL_URL, WECHAT_ID } = env();
  return (
    <ScreenMessages screen="order/orderBad/page">
      <UserShell kakaoUrl={KAKAO_CHANNEL_URL} wechatId={WECHAT_ID}>
        <Suspense fallback={<LoadingCards count={5} fill />}>
          <ProblemListScreen />
        </Suspense>
      </UserShell>
    </ScreenMessages>
  );
}
