import type { Metadata } from "next";
import { Suspense } from "react";
import { getTranslations } from "next-intl/server";
import { env } from "@/lib/env";
import { UserShell } from "../../user/_components/user-shell";
import { BadApplyScreen } from "./bad-apply-screen";
import { LoadingCards } from "../../../_components/skeleton";
import { ScreenMessages } from "../../../_components/screen-messages";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("problemPage");
  return { title: t("applyTitle") };
}

/** SPEC §2 /account/badApply?id=<problem id>[&handling=<1–7>] (login required: proxy.ts). */
export default function BadApplyPage() {
  const { KAKAO_CHANNEL_URL, WECHAT_ID } = env();
  return (
    <ScreenMessages screen="account/badApply/page">
      <UserShell kakaoUrl={KAKAO_CHANNEL_URL} wechatId={WECHAT_ID}>
        <Suspense fallback={<LoadingCards count={5} fill />}>
          <BadApplyScreen />
        </Suspense>
      </UserShell>
    </ScreenMessages>
  );
}
