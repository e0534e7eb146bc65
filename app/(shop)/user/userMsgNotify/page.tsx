import { env } from "@/lib/env";
import { ThreadList } from "./thread-list";
import { firstThreads } from "./first-threads";
import { ScreenMessages } from "../../../_components/screen-messages";

export const dynamic = "force-dynamic";

export default async function UserMsgNotifyPage() {
  const { KAKAO_CHANNEL_URL, WECHAT_ID } = env();
  return (
    <ScreenMessages screen="user/userMsgNotify/page">
      <ThreadList kakaoUrl={KAKAO_CHANNEL_URL} wechatId={WECHAT_ID} first={await firstThreads()} />
    </ScreenMessages>
  );
}
