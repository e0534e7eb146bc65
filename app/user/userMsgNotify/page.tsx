import { env } from "@/lib/env";
import { ThreadList } from "./thread-list";

export const dynamic = "force-dynamic";

export default function UserMsgNotifyPage() {
  const { KAKAO_CHANNEL_URL, WECHAT_ID } = env();
  return <ThreadList kakaoUrl={KAKAO_CHANNEL_URL} wechatId={WECHAT_ID} />;
}
