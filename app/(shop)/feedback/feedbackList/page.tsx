import type { Metadata } from "next";
import { Suspense } from "react";
import { getTranslations } from "next-intl/server";
import { env } from "@/lib/env";
import { UserShell } from "../../user/_components/user-shell";
import { FeedbackListScreen } from "./feedback-list-screen";
import { LoadingCards } from "../../../_components/skeleton";
import { ScreenMessages } from "../../../_components/screen-messages";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("feedbackPage");
  return { title: t("title") };
}

/** SPEC §2 /feedback/feedbackList[?orderId=|?problemId=] (login required: proxy.ts). */
export default function FeedbackListPage() {
  const { KAKAO_CHANNEL_URL, WECHAT_ID } = env();
  return (
    <ScreenMessages screen="feedback/feedbackList/page">
      <UserShell kakaoUrl={KAKAO_CHANNEL_URL} wechatId={WECHAT_ID}>
        <Suspense fallback={<LoadingCards count={5} fill />}>
          <FeedbackListScreen />
        </Suspense>
      </UserShell>
    </ScreenMessages>
  );
}
