import { env } from "@/lib/env";
import { MessageSend } from "./message-send";
import { ScreenMessages } from "../../_components/screen-messages";

export const dynamic = "force-dynamic";

export default async function MessageSendPage({
  searchParams,
}: {
  searchParams: Promise<{ threadId?: string }>;
}) {
  const { threadId } = await searchParams;
  const { KAKAO_CHANNEL_URL, WECHAT_ID } = env();
  const id = /^\d{1,10}$/.test(threadId ?? "") ? Number(threadId) : undefined;
  return (
    <ScreenMessages screen="messageSend/page">
      <MessageSend threadId={id} kakaoUrl={KAKAO_CHANNEL_URL} wechatId={WECHAT_ID} />
    </ScreenMessages>
  );
}
