import { env } from "@/lib/env";
import { ThreadDetail } from "./thread-detail";
import { ScreenMessages } from "../../_components/screen-messages";

export const dynamic = "force-dynamic";

export default async function MsgDetailsPage({ searchParams }: { searchParams: Promise<{ id?: string }> }) {
  const { id } = await searchParams;
  const { KAKAO_CHANNEL_URL, WECHAT_ID } = env();
  const threadId = /^\d{1,10}$/.test(id ?? "") ? Number(id) : 0;
  return (
    <ScreenMessages screen="msgDetails/page">
      <ThreadDetail threadId={threadId} kakaoUrl={KAKAO_CHANNEL_URL} wechatId={WECHAT_ID} />
    </ScreenMessages>
  );
}
