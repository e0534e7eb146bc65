import { env } from "@/lib/env";
import { MessageSend } from "./message-send";

export const dynamic = "force-dynamic";

export default async function MessageSendPage({
  searchParams,
}: {
  searchParams: Promise<{ threadId?: string }>;
}) {
  const { threadId } = await searchParams;
  const { KAKAO_CHANNEL_URL, WECHAT_ID } = env();
  const id = /^\d{1,10}$/.test(threadId ?? "") ? Number(threadId) : undefined;
  return <MessageSend threadId={id} kakaoUrl={KAKAO_CHANNEL_URL} wechatId={WECHAT_ID} />;
}
