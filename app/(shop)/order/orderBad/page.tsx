import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { env } from "@/lib/env";
import { urlParamsOf, type PageParams } from "@/lib/http/page-params";
import { UserShell } from "../../user/_components/user-shell";
import { ProblemListScreen } from "./problem-list-screen";
import { firstProblems } from "./first-problems";
import { ScreenMessages } from "../../../_components/screen-messages";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("problemPage");
  return { title: t("listTitle") };
}

/** SPEC §2 /order/orderBad, kept alive (login required: proxy.ts). Filters live in the address. */
export default async function OrderBadPage({ searchParams }: { searchParams: Promise<PageParams> }) {
  const { KAKAO_CHANNEL_URL, WECHAT_ID } = env();
  const first = await firstProblems(urlParamsOf(await searchParams));
  return (
    <ScreenMessages screen="order/orderBad/page">
      <UserShell kakaoUrl={KAKAO_CHANNEL_URL} wechatId={WECHAT_ID}>
        {/* No Suspense boundary: the first defects are part of the page's first paint, not streamed in after it. */}
        <ProblemListScreen first={first} />
      </UserShell>
    </ScreenMessages>
  );
}
